"""Caches bounded by size, not only by count (issue 26, finding 12: rules pages with
distinct questions grew the server to 161 MB)."""
from companion.kept import Kept
from companion.web import page_cache


def test_the_least_recently_used_go_first_when_the_bytes_run_out():
    kept = Kept(100, budget=10, weigh=len)
    for key in "abcd":
        kept.put(key, b"xxx")
    assert len(kept) == 3 and kept.weight == 9 and kept.get("a") is None
    kept.get("b")
    kept.put("e", b"xxxx")             # 13 bytes: c goes (b was used since)
    assert kept.get("c") is None and kept.get("b") and kept.weight <= 10
    kept.put("huge", b"x" * 11)        # larger than the whole memory: not kept
    assert kept.get("huge") is None and kept.weight <= 10


def test_rules_pages_for_distinct_questions_stay_within_the_pages_budget(client, monkeypatch):
    budget = 400_000
    pages = Kept(page_cache.SIZE, budget, lambda page: page.weight)
    monkeypatch.setattr(page_cache, "_pages", pages)
    for n in range(60):
        assert client.get(f"/games/ankhor/rules?q=question+number+{n}").status_code == 200
    assert 0 < pages.weight <= budget and len(pages) < 60
