"""The teach of every game in every language: built from the rules entries (every part
names an entry and statements that exist, with the same sources in each language), read
out in three to five minutes at 150 words a minute, every sentence ours (the copy guard)
and sourced (the source marks), its worked example scored by the game and drawn, and
printable."""
import re

import pytest

from companion import content, i18n, teach
from companion.content import parse_source
from companion.games import GAMES
from companion.games.base import TEACH_SECTIONS
from tests.pdfs import page_sizes_mm
from tests.sources import SOURCES, game_with_content
from tests.test_copy_guard import SOURCE_FILES, shared_runs
from tests.test_source_marks import is_printed, source_lines

EVERY = [(slug, lang) for slug in sorted(GAMES) for lang in content.LANGUAGES]


@pytest.mark.parametrize("slug, lang", EVERY)
def test_the_teach_is_read_out_in_three_to_five_minutes(slug, lang):
    sections = teach.sections(GAMES[slug], lang)
    with i18n.speaking(lang):      # the section titles too, as read in the language
        minutes = teach.reading_minutes(sections)
        words = teach.word_count(teach.read_out(sections))
    print(f"\n{GAMES[slug].name} ({lang}): {words} words, {minutes:.1f} min at "
          f"{teach.READING_SPEED} words a minute")
    assert 3 <= minutes <= 5


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_teaches_every_section_in_the_teachers_order(slug):
    game = GAMES[slug]
    assert list(game.teach) == list(TEACH_SECTIONS)
    for lang in content.LANGUAGES:
        assert [s.key for s in teach.sections(game, lang)] == list(TEACH_SECTIONS)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_each_part_reads_the_same_statements_in_every_language(slug):
    """Same entry ids in every language; the statements picked carry the same sources."""
    game = GAMES[slug]
    read = {lang: [[(s.source.kind, s.source.page, s.source.section) for s in item.statements]
                   for section in teach.sections(game, lang) for item in section.items]
            for lang in content.LANGUAGES}
    assert read["es"] == read["en"] and read["fr"] == read["en"]


def page_text(client, slug: str, lang: str) -> str:
    reply = client.get(f"/games/{slug}/teach", headers={"Accept-Language": lang})
    assert reply.status_code == 200
    return reply.get_data(as_text=True)


@pytest.mark.parametrize("slug, lang", EVERY)
def test_every_sentence_of_the_teach_page_names_its_source(client, slug, lang):
    html = page_text(client, slug, lang)
    main = html[html.index("<main"):html.index("</main>")]
    statements = re.findall(r'<span class="statement">(.*?)</span></span>', main, re.S)
    expected = sum(len(item.statements) for section in teach.sections(GAMES[slug], lang)
                   for item in section.items)
    assert len(statements) == expected
    assert all(re.search(r'<span class="src">\(.+\)$', s.strip(), re.S) for s in statements)


@pytest.mark.parametrize("slug, lang", EVERY)
def test_the_teach_passes_the_source_mark_rule(slug, lang):
    """A `rulebook § X` mark on the teach, the worked example's included, is a heading of
    the Spanish rulebook."""
    game = game_with_content(slug, lang)
    if not (SOURCES / f"{slug}.es.txt").exists():
        pytest.skip(f"{slug} has no Spanish source text")
    lines = source_lines(slug)
    marks = [s.source for section in teach.sections(game, lang) for item in section.items
             for s in item.statements]
    marks.append(parse_source(game.worked_example.source))
    assert all(m is not None for m in marks)
    assert not [m.section for m in marks if m.section and not is_printed(m.section, lines)]


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("lang", sorted(SOURCE_FILES))
def test_the_teach_page_shares_no_run_of_eight_words_with_the_sources(client, slug, lang):
    game_with_content(slug, lang)
    html = page_text(client, slug, lang)
    main = html[html.index("<main"):html.index("</main>")]
    # The source marks cite the rulebook's headings word for word: citations, not text.
    cited = re.sub(r'<span class="src">.*?</span>', " ", main, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", cited)
    assert shared_runs(text, lang) == []


def test_the_worked_examples_come_to_the_rulebooks_figures():
    ankhor = teach.example_ranking(GAMES["ankhor"])[1].standings[0].score
    assert ankhor.total == 24 and ankhor.breakdown == {
        "printed": 6, "bonus": 3, "animals": 5, "colors": 10, "leftover": 0}
    pyramids = teach.example_ranking(GAMES["pyramids"])[1]
    ana = next(s.score for s in pyramids.standings if s.score.name == "Ana")
    assert ana.breakdown["obelisk"] == 6      # red and blue each on 3 stages, once
    # the whole table, not one player: every part of the score is scored by someone
    assert len(pyramids.standings) == 3 and pyramids.winners == ["Sofía"]
    assert all(any(s.score.breakdown[key] for s in pyramids.standings)
               for key in ("pyramid", "obelisk", "tomb", "glyphs"))
    towers = teach.example_ranking(GAMES["towers-of-arkhanos"])[1]
    assert towers.winners == ["Ana"] and towers.explanations   # a tie the spellbook breaks


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_worked_example_is_drawn_as_a_score_sheet(client, slug):
    html = page_text(client, slug, "en")
    players, ranking = teach.example_ranking(GAMES[slug])
    sheet = html[html.index('<div class="worked-example">'):]
    totals = re.findall(r'<td class="total[^"]*">(-?\d+)</td>', sheet)
    by_seat = sorted(ranking.standings, key=lambda s: s.seat)
    assert totals == [str(s.score.total) for s in by_seat]
    assert GAMES[slug].worked_example.entry in {e.id for e in content.entries_for(GAMES[slug])}


@pytest.mark.parametrize("lang", content.LANGUAGES)
def test_the_teach_prints_on_a4(client, lang):
    reply = client.get(f"/games/egizia/teach.pdf?lang={lang}")
    assert reply.status_code == 200 and reply.mimetype == "application/pdf"
    sizes = page_sizes_mm(reply.data)
    assert 1 <= len(sizes) <= 3 and set(sizes) == {(210, 297)}


@pytest.mark.parametrize("slug, lang", EVERY)
def test_the_worked_example_is_drawn_on_the_page(client, slug, lang):
    """An SVG, server-rendered (no script draws it), titled for a screen reader, with a
    caption and its source mark."""
    html = page_text(client, slug, lang)
    example = html[html.index('<div class="worked-example">'):]
    drawing = re.search(r'<svg class="worked-drawing" role="img"[^>]*><title>([^<]+)</title>',
                        example)
    assert drawing and drawing[1].strip()
    caption = re.search(r"<figcaption>(.*?)</figcaption>", example, re.S)[1]
    assert re.search(r'<span class="src">\(.+\)</span>', caption)
    assert "<script" not in example


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_worked_example_is_drawn_in_the_pdf(client, slug):
    from tests.test_aid_sheets import elements, structure
    html = page_text(client, slug, "en")
    title = re.search(r'<svg class="worked-drawing"[^>]*><title>([^<]+)</title>', html)[1]
    pdf = client.get(f"/games/{slug}/teach.pdf?lang=en").data
    figures = [alt for tag, alt, _ in elements(structure(pdf)) if tag == "Figure"]
    assert any(alt and alt.startswith(title.split(":")[0]) for alt in figures), figures


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_worked_example_s_description_follows_french_typography(client, slug):
    """The drawing's <title> (its description, read out by a screen reader and shown on a
    long press) is prose: the apostrophe and the space before a colon of French."""
    html = client.get(f"/games/{slug}/teach?lang=fr").get_data(as_text=True)
    titles = re.findall(r"<svg[^>]*>\s*<title>(.*?)</title>", html, re.S)
    assert titles
    for title in titles:
        assert "'" not in title and "&#39;" not in title and " :" not in title, title
