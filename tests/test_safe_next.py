"""One safe-next function for every redirect target (issue 26, finding 5)."""
import html
import re

import pytest

from companion.web.safe_next import is_our_path

HOSTILE = ["/%09/evil.example/phish", "/\t/evil.example/phish", "//evil.example",
           "/\\evil.example", "\\\\evil.example", "https://evil.example/", "/\n/evil.example",
           "javascript:alert(1)", " /history", "/\r\n/evil.example", "evil.example", ""]


@pytest.mark.parametrize("target", ["/", "/history?player=Ana", "/plays/abc/track#log",
                                    "/games/ankhor/rules?q=end%20of%20game"])
def test_paths_of_ours_pass(target):
    assert is_our_path(target)


@pytest.mark.parametrize("target", [t for t in HOSTILE if "%09" not in t])
def test_other_sites_do_not(target):
    assert not is_our_path(target)


def location(response) -> str:
    assert response.status_code in (302, 303), response.status_code
    return response.headers["Location"]


def leaves_the_site(target: str) -> bool:
    cleaned = "".join(c for c in target if c not in "\t\n\r").replace("\\", "/")
    return cleaned.startswith("//") or ":" in cleaned.split("/")[0]


@pytest.mark.parametrize("target", HOSTILE)
def test_the_language_switcher_stays_on_the_site(client, target):
    response = client.get("/language/en", query_string={"next": target})
    assert not leaves_the_site(location(response))


@pytest.mark.parametrize("target", HOSTILE)
def test_the_login_stays_on_the_site(app, monkeypatch, target):
    monkeypatch.setitem(app.config, "ACCESS_CODE", "pharaoh")
    monkeypatch.setitem(app.config, "WTF_CSRF_ENABLED", False)
    for limiter in app.extensions["limiter"]:    # other tests' wrong codes do not count
        limiter.reset()
    response = app.test_client().post("/login", query_string={"next": target},
                                      data={"code": "pharaoh"})
    assert not leaves_the_site(location(response))


@pytest.mark.parametrize("target", HOSTILE)
def test_the_settings_form_stays_on_the_site(app, monkeypatch, target):
    monkeypatch.setitem(app.config, "WTF_CSRF_ENABLED", False)
    client = app.test_client()
    url = "/games/towers-of-arkhanos/settings"
    page = client.get(url, query_string={"next": target}).get_data(as_text=True)
    back = re.search(r'<a href="([^"]*)">Back</a>', page)
    assert back is None or not leaves_the_site(html.unescape(back.group(1)))
    values = {"outer.most": "5", "outer.second": "3", "outer.tie": "2", "central.most": "3",
              "central.second": "2", "central.tie": "1"}
    response = client.post(url, query_string={"next": target}, data=values)
    assert not leaves_the_site(location(response))
