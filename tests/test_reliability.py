"""The real server: acknowledged actions survive SIGKILL; concurrent phones never clash."""
import json
import threading
import urllib.error
import urllib.request

import pytest

from tests.ankhor_layouts import rulebook_example
from tests.browser import Server

PLAYERS = [{"name": "Ana", "color": "red"}, {"name": "Ben", "color": "blue"}]


def call(url, method="GET", body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def new_play(server) -> str:
    """Create a play the way a phone does: the new-play form with its CSRF token."""
    import http.cookiejar
    import re
    import urllib.parse
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    html = opener.open(server.url + "/plays/new/ankhor").read().decode()
    token = re.search(r'type="hidden" name="csrf_token" value="([^"]+)"', html).group(1)
    form = {"csrf_token": token}
    for i in range(4):
        form[f"players-{i}-name"] = PLAYERS[i]["name"] if i < 2 else ""
        form[f"players-{i}-color"] = ["red", "blue", "green", "yellow"][i]
    with opener.open(server.url + "/plays/new/ankhor",
                     urllib.parse.urlencode(form).encode()) as response:
        return response.url.split("/")[-2]


def act(server, play, after, kind, data=None):
    return call(f"{server.url}/api/plays/{play}/events", "POST",
                {"after": after, "kind": kind, "data": data or {}})


@pytest.fixture
def server(tmp_path):
    server = Server(tmp_path).start()
    yield server
    server.kill()


def test_acknowledged_actions_survive_sigkill(server):
    play = new_play(server)
    steps = [("first_player", {"seat": 0}), ("buy_tile", {}), ("take_tokens", {"ankhs": 1}),
             ("buy_tile", {"scribe": True}), ("take_tokens", {}), ("to_scoring", {})]
    acknowledged = 0
    for kind, data in steps:
        status, state = act(server, play, acknowledged, kind, data)
        assert status == 200, state
        acknowledged = state["seq"]
        server.kill()                      # no clean shutdown between actions
        server.start()
        status, state = call(f"{server.url}/api/plays/{play}")
        assert status == 200 and state["seq"] == acknowledged
    assert state["phase"] == "scoring"
    status, state = act(server, play, acknowledged, "score",
                        {"seat": 0, "entry": rulebook_example()})
    server.kill()
    server.start()
    assert call(f"{server.url}/api/plays/{play}")[1]["seq"] == acknowledged + 1


def test_ten_phones_send_the_same_action_at_once(server):
    play = new_play(server)
    act(server, play, 0, "first_player", {"seat": 0})
    results = []
    barrier = threading.Barrier(10)

    def phone():
        barrier.wait()
        results.append(act(server, play, 1, "take_tokens")[0])

    threads = [threading.Thread(target=phone) for _ in range(10)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == [200] + [409] * 9
    status, state = call(f"{server.url}/api/plays/{play}")
    assert state["seq"] == 2
    # the play goes on from exactly one recorded action (it ended Ana's turn: Ben's now)
    assert act(server, play, 2, "take_tokens")[0] == 200


def test_ten_plays_driven_in_parallel_all_end_correct(server):
    plays = [new_play(server) for _ in range(10)]
    outcomes = {}

    def drive(index, play):
        seq = 0
        steps = [("first_player", {"seat": index % 2})]
        steps += [("buy_tile", {})] * (index % 3)
        steps += [("to_scoring", {}),
                  ("score", {"seat": 0, "entry": rulebook_example()}),
                  ("score", {"seat": 1, "entry": {"tiles": [], "leftover_tokens": 3 * index}})]
        for kind, data in steps:
            status, state = act(server, play, seq, kind, data)
            assert status == 200, state
            seq = state["seq"]
        outcomes[play] = (seq, state["winners"], len(steps))

    threads = [threading.Thread(target=drive, args=(i, p)) for i, p in enumerate(plays)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(outcomes) == 10
    for index, play in enumerate(plays):
        seq, winners, steps = outcomes[play]
        assert seq == steps
        # Ben's leftover tokens score index points; Ana has 24
        assert winners == (["Ana"] if index < 24 else ["Ben"])
        status, state = call(f"{server.url}/api/plays/{play}")
        assert state["phase"] == "finished" and state["seq"] == steps
