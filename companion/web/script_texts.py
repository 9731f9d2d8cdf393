"""The texts the shared scripts show (static/*.js), sent with every page as one JSON block
(base.html, id="texts") in the page's language: the CSP runs no inline script, and no
script holds English of its own. A script reads them with TEXT("key", {name: value}),
which fills the "{name}" placeholders (static/app.js)."""
from functools import cache

from babel import Locale
from flask import current_app, json
from jinja2.utils import htmlsafe_json_dumps
from markupsafe import Markup

from companion import i18n
from companion.i18n import Msg, Plural
from companion.web.typography import typeset_text

# A Plural here is a text the script counts itself: its n is unused, the page carries the
# form of each plural category of the language and the script picks one for its own count.
TEXTS: dict[str, Msg] = {
    # app.js: the theme toggle
    "theme_auto": Msg("Theme: auto"),
    "theme_dark": Msg("Theme: dark"),
    "theme_light": Msg("Theme: light"),
    "theme_change": Msg("{theme} (tap to change)"),
    # live.js: following the play, sending actions, the ask panel, the screen lock
    "offline": Msg("The app cannot be reached right now. Anything you enter is kept."),
    "changed_elsewhere": Msg("Another phone changed this play. What you entered here is "
                             "kept; save it or reload to see the change."),
    "sending": Msg("Sending…"),
    "sent_now": Plural("{n} action entered without a connection was sent now that the app "
                       "is back.",
                       "{n} actions entered without a connection were sent now that the app "
                       "is back.", 0),
    "your_action": Msg("Your action"),
    "not_recorded": Msg("Not recorded: “{action}”. Meanwhile: {happened}."),
    "not_recorded_for": Msg("Not recorded: “{action}” for {player}. Meanwhile: {happened}."),
    "refused": Msg("Not recorded: “{action}”. {why}"),
    "action_for": Msg("{player}: {action}"),
    "action_with": Msg("{action} ({details})"),
    "detail": Msg("{label}: {value}"),
    "after_previous": Msg("{action} (after the one before)"),
    "waiting": Plural("{n} action waits to be sent:", "{n} actions wait to be sent:", 0),
    "rest_wait": Plural("{n} more action entered after it waits.",
                        "{n} more actions entered after it wait.", 0),
    "enter_again": Msg("It was entered after an action that was not recorded: enter it "
                       "again if it still applies."),
    "record_now": Msg("Record it now"),
    "drop_it": Msg("Drop it"),
    # ahead.js: the turn the actions waiting on this phone lead to
    "more_actions": Msg("More actions"),
    "now_playing": Msg("Now playing"),
    "next_is": Msg("Next: {name}"),
    "round_title": Msg("Round {n}"),
    "ahead_note": Msg("This turn follows from the actions waiting on this phone; the rest of "
                      "the page is as the app last sent it."),
    "order_unknown": Msg("This round's order is known again once the app is back."),
    "ahead_over": Msg("With the actions waiting, the game is over: scoring opens once the app "
                      "has them."),
    "ahead_unknown": Msg("Without the app, this phone cannot tell whose turn it is now."),
    "whose_action": Msg("Whose action is this?"),
    "ahead_unknown_chosen": Msg("Chosen on this phone: the app checks that it is this "
                                "player's turn when it has the action."),
    "ahead_unknown_options": Msg("Without the app, this phone cannot tell what can be done "
                                 "now: the app checks each action when it has it."),
    "someone_else": Msg("Someone else"),
    # the same texts as the server's (companion/games/fields.py): one translation each
    "number_range": Msg("{label}: from {low} to {high}."),
    "whole_number": Msg("{label}: enter a whole number."),
    "ask_offline": Msg("The app cannot be reached; the rules pages you opened before "
                       "still work."),
    "no_answer": Msg("No rule answers that well."),
    "maybe": Msg("Maybe one of these:"),
    "open_reference": Msg("Open the rules reference"),
    "loose_match": Msg("A loose match: check that it is your question."),
    "open_rule": Msg("Open this rule"),
    "screen_on": Msg("Screen stays on"),
    "screen_may_sleep": Msg("Screen may sleep"),
    "screen_on_after_tap": Msg("Screen stays on after a tap"),
    "screen_cannot": Msg("This browser does not let the page keep the screen on here."),
    # setup.js: the shared checklist
    "tick_not_sent": Msg("Not ticked: the app cannot be reached. Tap again when it is back."),
    "tick_changed_elsewhere": Msg("Another phone changed this step first: it shows as the "
                                  "table has it now."),
    # score_entry.js: the live breakdown
    "total": Msg("Total"),
    "cannot_score": Msg("Cannot reach the app to score right now; your entry is kept."),
    "answer_in_settings": Msg("Answer it in the settings"),
    "saved_version": Plural("Saved version: {n} point", "Saved version: {n} points", 0),
    "pending": Msg("pending"),
    "so_far": Msg("{n} so far"),
    "provisional": Msg("Provisional: what is marked pending depends on the other players' "
                       "entries, and is scored once every player is entered."),
}


def script_texts() -> dict[str, str | dict[str, str]]:
    """TEXTS in the language of the moment, ready for the page's JSON block."""
    return texts_in(i18n.current())


def script_texts_json() -> Markup:
    """script_texts() as the page's JSON block holds it (Jinja's tojson: the app's JSON,
    its policy's arguments), written once per language and kept while texts_in keeps the
    same texts."""
    lang, policies = i18n.current(), current_app.jinja_env.policies
    texts, dumps = texts_in(lang), policies["json.dumps_function"]
    key = (lang, dumps, json.dumps(policies["json.dumps_kwargs"], sort_keys=True))
    kept = _json_kept.get(key)
    if kept is None or kept[0] is not texts:
        kept = texts, htmlsafe_json_dumps(texts, dumps=dumps, **policies["json.dumps_kwargs"])
        _json_kept[key] = kept
    return kept[1]


_json_kept: dict[tuple, tuple[dict, Markup]] = {}


@cache
def texts_in(lang: str) -> dict[str, str | dict[str, str]]:
    with i18n.speaking(lang):
        return {key: ({form: typeset_text(said, lang)
                       for form, said in plural_forms(text, lang).items()}
                      if isinstance(text, Plural) else typeset_text(str(text), lang))
                for key, text in TEXTS.items()}


def plural_forms(text: Plural, lang: str) -> dict[str, str]:
    """The text for each plural category of `lang` ("one", "other", …: the names the
    browser's Intl.PluralRules gives a count), "{n}" left for the script to fill."""
    category = Locale.parse(lang).plural_form
    samples: dict[str, int] = {}
    for n in (1, 0, 2, 3, 5, 11, 21, 101, 1000000):
        samples.setdefault(category(n), n)
    catalogue = i18n.translations(lang)
    return {tag: catalogue.ngettext(text.msgid, text.plural, n) for tag, n in samples.items()}
