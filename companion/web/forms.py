"""Every form of the app (Flask-WTF, with CSRF)."""
from flask_wtf import FlaskForm
from wtforms import (
    FieldList,
    Form,
    FormField,
    HiddenField,
    IntegerField,
    SelectField,
    StringField,
)
from wtforms.validators import InputRequired, Length, Optional

from companion.names import name_key

PLAYER_COLORS = ("red", "blue", "green", "yellow", "black", "white", "purple", "orange")
NAME_MAX = 24


class PlayerRow(Form):
    name = StringField("Name", validators=[Optional(), Length(max=NAME_MAX)],
                       filters=[lambda s: s.strip() if isinstance(s, str) else s])
    color = SelectField("Colour", choices=list(PLAYER_COLORS))


class NewPlayForm(FlaskForm):
    players = FieldList(FormField(PlayerRow))
    # Given when the form is shown: sending it twice (Back, then submit) makes one play.
    play_id = HiddenField()

    def __init__(self, game, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        while len(self.players) < game.max_players:
            self.players.append_entry({"color": PLAYER_COLORS[len(self.players)]})

    def validate(self, extra_validators=None) -> bool:
        ok = super().validate(extra_validators)
        rows = [row for row in self.players if row.form.name.data]
        seen: set[str] = set()
        colors: set[str] = set()
        for row in rows:
            key = name_key(row.form.name.data)
            if key in seen:
                row.form.name.errors.append(f"{row.form.name.data} is already at the table.")
                ok = False
            if row.form.color.data in colors:
                row.form.color.errors.append(f"Another player has {row.form.color.data}: "
                                             "choose a colour of your own.")
                ok = False
            seen.add(key)
            colors.add(row.form.color.data)
        for row in rows[self.game.max_players:]:
            row.form.name.errors.append(
                f"{self.game.name} takes at most {self.game.max_players} players.")
            ok = False
        if len(rows) < self.game.min_players:
            empty = [row for row in self.players if not row.form.name.data]
            missing = self.game.min_players - len(rows)
            for row in empty[:missing]:
                row.form.name.errors.append(
                    f"{self.game.name} needs at least {self.game.min_players} players: "
                    "enter a name.")
            ok = False
        return ok

    def seated_players(self) -> list[dict]:
        return [{"name": row.form.name.data, "color": row.form.color.data}
                for row in self.players if row.form.name.data]


class StepForm(FlaskForm):
    """Any action on a play: names the event number it follows."""
    after = IntegerField(validators=[InputRequired()])


class FirstPlayerForm(StepForm):
    seat = HiddenField()


class ActionForm(StepForm):
    kind = HiddenField(validators=[InputRequired()])


class ScoreForm(StepForm):
    # JSON from a game's own entry script; absent when the generic form posts its fields.
    entry = HiddenField()
