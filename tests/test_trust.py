"""`run --https` in the app: the trust page and the authority's certificate on the plain
port (what a phone fetches before it trusts anything), every other page moved to https,
the join panel's QR code opening the https address and its one-time walk-through, whose
taps are counted here (the figure the issue asks for)."""
import re

import pytest
from cryptography import x509

from companion import certificates, create_app, network
from companion.web import trust
from tests.conftest import start_play


@pytest.fixture
def https_app(tmp_path, monkeypatch):
    from companion.web import table
    addresses = ("192.168.1.23", "10.8.0.2")
    for module in (network, table):      # wherever the links ask, whatever was imported first
        monkeypatch.setattr(module, "lan_addresses", lambda: addresses)
    monkeypatch.setattr(trust, "join_address", lambda: addresses[0])
    return create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": str(tmp_path / "c.db"),
                       "HTTPS_PORT": 8443, "HTTP_PORT": 8000, "LISTEN_HOST": "0.0.0.0"})


class At:
    """A test client whose requests all go to `base` (a scheme, host and port)."""

    def __init__(self, client, base: str):
        self.client, self.base = client, base

    def get(self, url, **kw):
        return self.client.get(url, base_url=self.base, **kw)

    def post(self, url, **kw):
        headers = {"Referer": self.base + url, **kw.pop("headers", {})}
        return self.client.post(url, base_url=self.base, headers=headers, **kw)


PLAIN = "http://192.168.1.23:8000"
SECURE = "https://192.168.1.23:8443"


def test_the_trust_page_is_served_on_the_plain_port(https_app):
    client = https_app.test_client()
    page = client.get("/trust", base_url=PLAIN)
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert 'href="/trust/companion-table.crt"' in html
    assert f'href="{SECURE}/"' in html              # then open the table
    ca = certificates.authority(certificates.folder_of(https_app.instance_path))
    assert ca.fingerprint() in html


def test_the_certificate_is_the_authority_s_in_der_never_its_key(https_app):
    answer = https_app.test_client().get("/trust/companion-table.crt", base_url=PLAIN)
    assert answer.status_code == 200
    assert answer.mimetype == "application/x-x509-ca-cert"
    assert 'filename="companion-table.crt"' in answer.headers["Content-Disposition"]
    ca = certificates.authority(certificates.folder_of(https_app.instance_path))
    assert x509.load_der_x509_certificate(answer.data) == ca.certificate


@pytest.mark.parametrize("agent, platform", [
    ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15", "ios"),
    ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile", "android"),
    ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120", "laptop")])
def test_the_trust_page_opens_the_steps_of_the_phone_that_asks(https_app, agent, platform):
    html = https_app.test_client().get("/trust", base_url=PLAIN,
                                       headers={"User-Agent": agent}).get_data(as_text=True)
    opened = re.findall(r"<details open><summary>([^<]+)</summary>", html)
    assert opened == [{"ios": "iPhone, iPad (Safari)", "android": "Android (Chrome)",
                       "laptop": "A laptop"}[platform]]


def test_every_other_page_on_the_plain_port_moves_to_https(https_app):
    client = https_app.test_client()
    moved = client.get("/history?page=2", base_url=PLAIN)
    assert moved.status_code == 307
    assert moved.headers["Location"] == f"{SECURE}/history?page=2"
    sent = client.post("/plays/new/ankhor", base_url=PLAIN)
    assert sent.status_code == 307                   # a form is sent again there
    assert client.get("/healthz", base_url=PLAIN).status_code == 200
    assert client.get("/history", base_url=SECURE).status_code == 200


def test_without_https_there_is_no_trust_page_and_nothing_moves(app):
    client = app.test_client()
    assert client.get("/trust").status_code == 404
    assert client.get("/trust/companion-table.crt").status_code == 404
    assert client.get("/history").status_code == 200


def test_the_join_panel_opens_the_https_address_and_walks_a_phone_through_trust(https_app):
    # the laptop that runs it, on its own loopback: the links name the join address
    client = At(https_app.test_client(), "https://127.0.0.1:8443")
    play = start_play(client)
    html = client.get(f"/plays/{play}/setup").get_data(as_text=True)
    assert f'class="join-link">{SECURE}/p/{play}<' in html
    assert f'class="join-link trust-link">{PLAIN}/trust<' in html
    assert 'src="/trust.svg"' in html
    for summary in ("Android (Chrome)", "iPhone, iPad (Safari)", "A laptop"):
        assert f"<summary>{summary}</summary>" in html
    qr = client.get("/trust.svg")
    assert qr.status_code == 200 and qr.mimetype == "image/svg+xml"


def test_the_join_panel_without_https_shows_no_trust_walk(client):
    play = start_play(client)
    assert "trust-walk" not in client.get(f"/plays/{play}/setup").get_data(as_text=True)


def test_the_one_time_trust_step_in_taps(capsys):
    """The figure the issue asks for: the taps each walk-through describes, counted from
    its steps as written (typing a search word, a PIN or a passcode is not a tap)."""
    android, ios = trust.taps(trust.ANDROID), trust.taps(trust.IOS)
    assert (android, ios) == (7, 15)
    with capsys.disabled():
        print(f"\n[trust walk-through] Android: {android} taps, iOS: {ios} taps")
    for step in trust.ANDROID + trust.IOS:
        assert step.taps >= 1
