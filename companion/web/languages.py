"""The language of each request: the phone's choice (a cookie set by the switcher in the
header), else the browser's Accept-Language, else English; `?lang=` for the API and PDFs.
Flask-Babel translates the pages; companion.i18n the texts the games and the API build."""
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from flask import Blueprint, Flask, Response, redirect, request, url_for
from flask_babel import Babel
from markupsafe import Markup

from companion import i18n
from companion.web.safe_next import safe_next
from companion.web.script_texts import script_texts, script_texts_json
from companion.web.typography import TypesetTemplate

bp = Blueprint("languages", __name__)
# The answers whose body is in a language: pages, JSON, PDFs and the app's manifest.
WORDED = frozenset({"text/html", "application/json", "application/pdf",
                    "application/manifest+json", "text/plain", "text/csv"})
COOKIE = "lang"
YEAR = 365 * 24 * 3600


def request_language() -> str:
    for asked in (request.args.get("lang"), request.cookies.get(COOKIE)):
        if asked and asked.strip().lower() in i18n.LANGUAGES:
            return asked.strip().lower()
    return i18n.best_language(request.headers.get("Accept-Language"))


@bp.get("/language/<lang>")
def choose(lang: str):
    """The switcher: remembered on this phone, then back to the page it was used on."""
    back = safe_next(request.args.get("next"), url_for("games.home"))
    response = redirect(without_lang(back))
    if lang in i18n.LANGUAGES:
        response.set_cookie(COOKIE, lang, max_age=YEAR, samesite="Lax", secure=request.is_secure)
    return response


def without_lang(url: str) -> str:
    """`url` without its ?lang=, which would outvote the language just chosen."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "lang"]
    return urlunsplit(parts._replace(query=urlencode(query)))


# Jinja's "newstyle" gettext: the text is markup, its %(name)s filled with escaped values
# (always formatted, so "%%" is "%" even without values); ngettext offers the count as num.
def template_gettext(text: str, **variables) -> Markup:
    return Markup(i18n.translations(i18n.current()).gettext(text)) % variables


def template_ngettext(singular: str, plural: str, num: int, **variables) -> Markup:
    variables.setdefault("num", num)
    return Markup(i18n.translations(i18n.current()).ngettext(singular, plural, num)
                  ) % variables


def template_pgettext(context: str, text: str, **variables) -> Markup:
    variables.setdefault("context", context)
    return Markup(i18n.translations(i18n.current()).pgettext(context, text)) % variables


def template_npgettext(context: str, singular: str, plural: str, num: int,
                       **variables) -> Markup:
    variables.setdefault("context", context)
    variables.setdefault("num", num)
    return Markup(i18n.translations(i18n.current()).npgettext(context, singular, plural, num)
                  ) % variables


def init_app(app: Flask) -> None:
    Babel(app, locale_selector=i18n.current)
    # Every HTML template (pages and printed aids) comes out with its language's spaces.
    app.jinja_env.template_class = TypesetTemplate
    # The templates' _() and {% trans %} read the catalogue of the language of the moment
    # straight from companion.i18n (the same files): Flask-Babel's own callables look the
    # request's locale and domain up again on every text, a quarter of a page's rendering.
    app.jinja_env.install_gettext_callables(template_gettext, template_ngettext,
                                            newstyle=True, pgettext=template_pgettext,
                                            npgettext=template_npgettext)
    # Called directly rather than through Jinja's context-passing wrappers, which do the
    # same: every template is autoescaped (Flask's choice for .html and for strings).
    app.jinja_env.globals.update(gettext=template_gettext, _=template_gettext,
                                 ngettext=template_ngettext, pgettext=template_pgettext,
                                 npgettext=template_npgettext)
    app.register_blueprint(bp)

    @app.before_request
    def speak_the_request_language() -> None:
        i18n.set_language(request_language())

    @app.after_request
    def say_which_language(response: Response) -> Response:
        """A body in words names its language; unless the address chose it (?lang=), the
        body follows the phone's cookie and Accept-Language, so caches must tell them
        apart (the ETags of the play API differ by language too)."""
        if (response.mimetype or "") in WORDED:
            response.headers.setdefault("Content-Language", i18n.current())
            if "lang" not in request.args:
                response.vary.update(("Accept-Language", "Cookie"))
        return response

    @app.teardown_request
    def back_to_the_default(exc: BaseException | None = None) -> None:
        # A thread serves many requests (and tests call the app in their own thread):
        # the language of one must not stay for what comes after it.
        i18n.set_language(i18n.DEFAULT)

    app.jinja_env.globals.update(current_language=i18n.current,
                                 language_names=i18n.LANGUAGE_NAMES,
                                 script_texts=script_texts,
                                 script_texts_json=script_texts_json)
    # A text built in Python (shown in the page's language) rather than a plain string.
    app.jinja_env.tests["translatable"] = lambda value: isinstance(value, i18n.Msg)
