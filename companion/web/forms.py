"""Every form of the app (Flask-WTF, with CSRF)."""
from functools import cache

from babel.support import NullTranslations, Translations
from flask_wtf import FlaskForm
from wtforms import (
    BooleanField,
    FieldList,
    Form,
    FormField,
    HiddenField,
    SelectField,
    StringField,
)
from wtforms.i18n import messages_path
from wtforms.validators import Optional

from companion import i18n
from companion.plays import PLAYER_COLORS, table_errors


@cache
def wtforms_messages(lang: str) -> NullTranslations:
    """WTForms' own messages in `lang`, read once: Flask-WTF reads the catalogue again
    for every request that makes a form (a millisecond of each such page)."""
    return Translations.load(messages_path(), [lang], domain="wtforms")


class InLanguage:
    """WTForms' messages in the language of the moment."""

    def get_translations(self, form) -> NullTranslations:
        return wtforms_messages(i18n.current())


class AppForm(FlaskForm):
    """A form with CSRF whose WTForms messages are in the language of the moment."""

    class Meta(InLanguage):
        pass


class PlayerRow(Form):
    class Meta(InLanguage):     # a row is a form of its own: it needs them too
        pass

    # (the length is the table's rule, plays.table_errors: one message for it)
    name = StringField("Name", validators=[Optional()],
                       filters=[lambda s: s.strip() if isinstance(s, str) else s])
    color = SelectField("Colour", choices=list(PLAYER_COLORS))


class NewPlayForm(AppForm):
    players = FieldList(FormField(PlayerRow))
    # Given when the form is shown: sending it twice (Back, then submit) makes one play.
    play_id = HiddenField()
    first_play = BooleanField()   # explain each step the first time it comes up
    only_scoring = BooleanField()   # no tracking: from the names straight to the scoring

    def __init__(self, game, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        while len(self.players) < game.max_players:
            self.players.append_entry({"color": PLAYER_COLORS[len(self.players)]})

    def validate(self, extra_validators=None) -> bool:
        """The rows' own checks, then the table's rules (plays.table_errors), each error
        shown at its row: the count's at the extra rows or the empty ones."""
        ok = super().validate(extra_validators)
        rows = [row for row in self.players if row.form.name.data]
        for error in table_errors(self.game, self.seated_players()):
            if error.field == "players":
                extra = rows[self.game.max_players:]
                empty = [row for row in self.players if not row.form.name.data]
                for row in extra or empty[:self.game.min_players - len(rows)]:
                    row.form.name.errors.append(error.message)
            else:
                index, what = error.field.removeprefix("players[").split("].")
                getattr(rows[int(index)].form, what).errors.append(error.message)
            ok = False
        return ok

    def seated_players(self) -> list[dict]:
        return [{"name": row.form.name.data, "color": row.form.color.data}
                for row in self.players if row.form.name.data]


class StepForm(AppForm):
    """Any action on a play: its CSRF token. What it sends (the event number it follows,
    its kind, its values) is read and checked by companion.record, as the API's is."""


class ScoreForm(StepForm):
    # JSON from a game's own entry script; absent when the generic form posts its fields.
    entry = HiddenField()
