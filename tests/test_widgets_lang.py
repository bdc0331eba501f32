"""The widgets speak the match's language: the Table's and the Lobby's words, the log and its rules, the board
and the sheets are French in a French match, and the language switch tells the whole match again."""

from __future__ import annotations

import re

import pytest

import gangs
from gangs.kernel.lang import language, missing_translations
from gangs.kernel.tell import label
from gangs.render import Text

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from widgets import Lobby, RecordInspector, ScenarioPanel, Table  # noqa: E402

ENGLISH = re.compile(r"\b(?:the|to move|rolls|roll|pays|Turn|Step|Undo|Player|You|nobody|decisions?|BANK|ROLL|CLINIC|"
                     r"CEMETERY|COPS|PURSES|HQ)\b")
"""English words no French widget text may hold."""

NAMES = ["Ana", "Bruno", "Cléo"]
"""The players; the tables below are seated for Ana (viewer 0), who reads « vous » for herself."""


def _words(table: Table) -> list[str]:
    """Every word the table shows of its own: buttons, boxes, status, log, viewpoints, the board's texts."""
    shown = [table.status.value, table.last_events.value, table.event_log.text, table.hover_info.value,
             table.message.value]
    for widget in (table.step_button, table.end_turn_button, table.undo_button, table.redo_button, table.autoplay,
                   table.delay, table.replay, table.branch_button, table.viewpoint_picker, table.dice,
                   table.load_button, table.unload_button, table.show_svg, table.notation_button,
                   table.language_picker):
        shown += [getattr(widget, name, "") for name in ("description", "tooltip", "placeholder")]
    shown += [label for label, _value in table.viewpoint_picker.options]
    shown += [seat.description for seat in table.seats]
    shown += [button.description for button in table.others.buttons.children]
    scene = table._scene
    shown += [s.text for s in list(scene.board) + list(scene.pieces) if isinstance(s, Text)]
    return [re.sub(r"<[^>]+>", "", text) for text in shown if text]


def _english(texts: list[str]) -> dict[str, list[str]]:
    return {text: ENGLISH.findall(text) for text in texts if ENGLISH.findall(text)}


def test_a_table_of_a_french_match_speaks_french():
    match = gangs.new("street", NAMES, seed=3, lang="fr")
    with missing_translations() as missing:
        table = Table(match, seats=["human", "random", "random"])
        table.play("roll")
        table.step()
        texts = _words(table)
    assert missing == set()
    assert table.step_button.description == "Un coup" and table.language_picker.value == "fr"
    assert "Tour 1" in table.status.value or "Tour 2" in table.status.value
    assert _english(texts) == {}


def test_the_language_switch_tells_the_match_again():
    match = gangs.new("street", NAMES, seed=3)
    table = Table(match, seats=["human", "human", "human"], viewer=None)
    inspector = RecordInspector(match)
    panel = ScenarioPanel(match)
    table.follow(inspector, panel)
    table.play("roll")
    english_log = table.event_log.text
    table.language_picker.value = "fr"
    assert match.lang == "fr" and table.lang == "fr"
    assert table.event_log.text != english_log and "Ana fait un " in table.event_log.text
    assert match.log[0].told(0).startswith("Vous faites un ")          # as Ana reads it, at a table seated for her
    assert (table.undo_button.description, table.redo_button.description) == ("Annuler", "Rétablir")
    assert table.others.buttons.children
    with language("fr"):
        assert all(b.description == label(match.state, a, None)
                   for b, a in zip(table.others.buttons.children, match.legal_actions()))
    assert "LIEUX SPÉCIAUX" in [s.text for s in table._scene.board if isinstance(s, Text)]
    assert inspector.sheets.players[0]["name"] == "Ana" and "argent" in dict(inspector.sheets.players[0]["rows"])
    assert panel.rerun_button.description == "Rejouer"
    assert len({table.undo_button.description, table.redo_button.description, table.cancel_button.description,
                panel.rerun_button.description}) == 4            # four buttons, four words
    assert _english(_words(table)) == {}
    table.speak("en")
    assert table.event_log.text == english_log and table.language_picker.value == "en"
    assert table.undo_button.description == "Undo" and panel.rerun_button.description == "Rerun"


def test_a_rule_opened_in_the_log_shows_the_rulebook_as_printed_and_the_gloss_in_french():
    match = gangs.new("street", NAMES, seed=3, lang="fr")
    table = Table(match)
    table.play("roll")
    rule = match.log[-1].rule
    opened = table.event_log.explain(rule)
    printed = match.game.rules[rule]
    with language("fr"):
        gloss = printed.gloss
    assert opened.startswith("Règle ") and f"« {printed.french} »" in opened and gloss in opened
    assert gloss != printed.english


def test_a_whole_french_game_at_the_table_has_every_string_translated():
    match = gangs.new("street", NAMES, seed=6, lang="fr", max_turns=15)
    with missing_translations() as missing:
        table = Table(match, seats=["random", "random", "random"])
        while not match.is_over:
            table.end_turn()
            assert _english(_words(table)) == {}
    assert missing == set()
    assert "Partie terminée" in table.status.value


def test_the_lobby_switches_its_language_and_its_game():
    lobby = Lobby(game="street", players=3, humans=1, seed=2, lang="fr")
    match = lobby.table.match
    assert match.lang == "fr" and match.players == ["Joueur 1", "Bot 1", "Bot 2"]
    assert lobby.new_button.description == "Nouvelle partie" and lobby._tabs.get_title(0) == "Joueurs et fiches"
    lobby.language.value = "en"
    assert lobby.lang == "en" and lobby.table.match.lang == "en"
    assert lobby.new_button.description == "New game" and lobby._tabs.get_title(0) == "Players and records"
    lobby.speak("fr")
    lobby.new_game()
    assert lobby.table.match.lang == "fr" and lobby.table.step_button.description == "Un coup"
    assert lobby.options.lang == "fr" and lobby.options.nones["max_turns"].description == "sans limite"
    lobby.game.value = "chicago"                         # the controls rebuilt for another game speak French too
    assert lobby.options.lang == "fr"
    lobby.language.value = "en"
    assert lobby.options.lang == "en" and all(box.description == "None" for box in lobby.options.nones.values())
    four = Lobby(game="street", players=3, humans=2, seed=2, lang="fr")
    assert four.table.match.players[:2] == ["Joueur 1", "Joueur 2"]


@pytest.mark.parametrize("key", list(gangs.GAMES))
def test_every_game_at_a_french_table_speaks_to_you_in_french(key):
    """A table seated for Ana: in French the board's texts and hover titles, the action buttons and the status
    speak to her with « vous » (the game's narrator and scene, for the table's viewer), and no English word is
    left, whoever's turn it is."""
    import random

    match = gangs.new(key, NAMES, seed=5, lang="fr")
    rng = random.Random(5)
    seen: list[str] = []
    with missing_translations() as missing:
        table = Table(match, seats=["human", "random", "random"], viewer=0)
        for _ in range(40):
            if match.is_over:
                break
            if match.to_move == 0:
                table.play(rng.choice(match.legal_actions()).notation)
            else:
                table.step()
            seen += _words(table)
            seen += [button.description for button in table.moves.buttons.children + table.pieces.buttons.children]
            seen += [s.title for s in table._scene.shapes() if s.title]
    assert missing == set()
    assert _english(seen) == {}


def _shown(widget: ipywidgets.Widget) -> list[str]:
    """Every text a widget tree shows: descriptions, tooltips, placeholders, HTML (tags and links left out), the
    choices of drop-downs, the titles of tabs, the sheets' cards and the log's lines. Not the tooltip of a choice's
    button that is its notation (``roll``): the code a record writes, the same in every language."""
    from widgets.event_log import EventLog
    from widgets.player_sheets import PlayerSheets

    shown = [getattr(widget, name) for name in ("description", "tooltip", "placeholder")
             if isinstance(getattr(widget, name, None), str)]
    action = getattr(widget, "action", None)
    if action is not None and widget.tooltip == action.notation:      # a choice's code, as records write it in
        shown.remove(widget.tooltip)                                   # every language: not a word to translate
    if isinstance(widget, ipywidgets.HTML):
        shown.append(re.sub(r"<style>.*?</style>|<[^>]+>", "", widget.value, flags=re.DOTALL))
    if isinstance(widget, ipywidgets.Dropdown):
        shown += [str(label) for label, _value in widget.options]
    if isinstance(widget, ipywidgets.Tab):
        shown += [widget.get_title(k) for k in range(len(widget.children))]
    if isinstance(widget, (PlayerSheets, EventLog)):
        shown.append(widget.text)
    for child in getattr(widget, "children", ()):
        shown += _shown(child)
    return [text for text in shown if text]


LEFTOVERS = re.compile(r"\b(?:won|viewpoint|so far|Download|record \()")
"""English words the walk through the French app found on the sheets, the tables and the records' tab."""


@pytest.mark.parametrize("key", list(gangs.GAMES))
def test_the_whole_french_app_shows_no_english_word(key):
    """A French lobby played for a while (the human's moves and the bots'): the table, the sheets and their
    headings (« Vous — à jouer · point de vue »), the game's tables (Chicago's « Gang par gang », Les Ribauds'
    « Butin » name « Vous »), an empty table (« Aucun pour l'instant. »), the records' tab (« Télécharger la
    partie (30 décisions, ...) ») and the seats' labels say no English word, and every string has its
    translation."""
    import random

    with missing_translations() as missing:
        # a game with secrets deals from secret_seeds: a known deal, since some of La Street's end within 30 decisions
        lobby = Lobby(game=key, players=3, humans=1, seed=4, lang="fr", secret_seeds=random.Random(0))
        match, rng = lobby.table.match, random.Random(1)
        for _ in range(30):
            if match.is_over:
                break
            if match.to_move == 0:
                lobby.table.play(rng.choice(match.legal_actions()).notation)
            else:
                lobby.table.step()
        if lobby.panel.download_when == "always":
            lobby.panel.prepare_button.click()
        texts = _shown(lobby)
    assert missing == set()
    assert {text: found for text in texts for found in [ENGLISH.findall(text) + LEFTOVERS.findall(text)]
            if found} == {}
    assert "Joueur 1" in [seat.description for seat in lobby.table.seats]
    assert lobby.table.viewer == 0                      # the app reads the log for its human, « vous » for him
    if lobby.panel.download_when == "always":
        assert f"Télécharger la partie ({match.decisions} décisions, {key}.record.json)" in _shown(lobby.panel)
    else:                                   # a game with secrets: its record, every hand in it, waits for the end
        assert not match.is_over
        assert any("une fois la partie finie" in text for text in _shown(lobby.panel))
    titles = [card["title"] for card in lobby.inspector.sheets.players]
    assert titles[0].startswith("Joueur 1") and "point de vue" in titles[0]
    if key in ("chicago", "ribauds"):
        assert "<td>Joueur 1</td>" in lobby.inspector.tables_view.value


def test_a_sheet_s_heading_says_who_is_to_move_who_won_and_whose_eyes_in_the_match_s_language():
    match = gangs.new("street", NAMES, seed=3)
    english = RecordInspector(match, viewer=0)
    assert [card["title"] for card in english.sheets.players][:2] == ["Ana — to move · viewpoint", "Bruno"]
    match.speak("fr")
    french = RecordInspector(match, viewer=1)
    assert [card["title"] for card in french.sheets.players][:2] == ["Ana — à jouer", "Bruno · point de vue"]


def test_the_game_over_joins_the_winners_with_and():
    """Seed 16 of La Street capped at one turn ends in a three-way tie: "Ana, Bot 1 and Bot 2 won.", as Ana reads it
    "you, Bot 1 and Bot 2 won.", and in French « vous, Bot 1 et Bot 2 avez gagné. »"""
    players = ["Ana", "Bot 1", "Bot 2"]
    english = gangs.new("street", players, seed=16, max_turns=1)
    english.run()
    assert english.winners == [0, 1, 2]
    table = Table(english, viewer=None)
    assert "after turn 1: Ana, Bot 1 and Bot 2 won." in table.status.value
    table.viewer = 0
    assert "after turn 1: you, Bot 1 and Bot 2 won." in table.status.value
    table.speak("fr")
    assert "après le tour 1 : vous, Bot 1 et Bot 2 avez gagné." in table.status.value
    table.viewer = 1
    assert "après le tour 1 : Ana, vous et Bot 2 avez gagné." in table.status.value
    table.viewer = None
    assert "après le tour 1 : Ana, Bot 1 et Bot 2 ont gagné." in table.status.value
    assert Table._joined(["Bot 1"]) == "Bot 1" and Table._joined(["Ana", "Bot 1"]) == "Ana and Bot 1"


def test_the_table_s_language_picker_in_a_lobby_switches_the_whole_app():
    """One language for the whole app: the table's own "Language" drop-down, inside a Lobby, switches the
    lobby's words, its tabs, its picker and its message with the table, and back."""
    lobby = Lobby(game="ribauds", players=3, humans=1, seed=2)
    lobby.table.language_picker.value = "fr"
    assert lobby.lang == "fr" and lobby.language.value == "fr" and lobby.table.lang == "fr"
    assert lobby.new_button.description == "Nouvelle partie" and lobby.options.lang == "fr"
    assert [lobby._tabs.get_title(k) for k in (0, 1)] == ["Joueurs et fiches", "Enregistrer, charger, rejouer"]
    assert "Player 1, Bot 1, Bot 2" in lobby.message.value and lobby.panel.rerun_button.description == "Rejouer"
    assert lobby.table.seats[0].description == "Player 1"               # a name stays as it was given
    lobby.table.speak("en")
    assert lobby.lang == "en" and lobby.language.value == "en" and lobby._tabs.get_title(0) == "Players and records"
    assert "Player 1, Bot 1, Bot 2" in lobby.message.value and lobby.table.seats[0].description == "Player 1"
    lobby.language.value = "fr"                         # the lobby's picker still switches the table
    assert lobby.table.lang == "fr" and lobby.table.language_picker.value == "fr"
