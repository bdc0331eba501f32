"""The narrator (gangs.kernel.tell): events held as facts, worded when read, for the one who reads."""

from __future__ import annotations

import gettext
import io
import pickle

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from gangs.kernel import Event
from gangs.kernel import tell as tell_module
from gangs.kernel.event import SPECTATOR
from gangs.kernel.lang import language, missing_translations
from gangs.kernel.tell import M_, Mn_, Narrator, Reading, Said, Voice, fields_of, joined

ROLL = M_("{player} rolls a {roll}.")
GIVE = M_("{player} gives {amount} to {other}.")
MOVES = Mn_("{player} moves {n} square.", "{player} moves {n} squares.")


def _catalogue(lang: str, entries: dict) -> gettext.GNUTranslations:
    """A compiled catalogue holding ``entries``: (context, msgid) -> msgstr (a msgid pair for a plural)."""
    catalog = Catalog(locale=lang, domain="test")
    catalog._num_plurals, catalog._plural_expr = 2, "(n != 1)" if lang == "en" else "(n > 1)"
    for (context, msgid), msgstr in entries.items():
        catalog.add(msgid, msgstr, context=context)
    out = io.BytesIO()
    write_mo(out, catalog)
    out.seek(0)
    return gettext.GNUTranslations(out)


CATALOGUES = {
    "en": _catalogue("en", {
        ("you:player", ROLL): "You roll a {roll}.",
        ("you:player", GIVE): "You give {amount} to {other}.",
        ("you:other", GIVE): "{player} gives you {amount}.",
        ("you:player", MOVES): ("You move {n} square.", "You move {n} squares."),
    }),
    "fr": _catalogue("fr", {
        (None, ROLL): "{player} fait un {roll}.",
        ("you:player", ROLL): "Vous faites un {roll}.",
        (None, GIVE): "{player} donne {amount} à {other}.",
        ("you:player", GIVE): "Vous donnez {amount} à {other}.",
        ("you:other", GIVE): "{player} vous donne {amount}.",
        (None, MOVES): ("{player} avance de {n} case.", "{player} avance de {n} cases."),
        ("you:player", MOVES): ("Vous avancez de {n} case.", "Vous avancez de {n} cases."),
        (None, "{names} and {last}"): "{names} et {last}",
        (None, "you"): "vous",
    }),
}


class _TestNarrator(Narrator):
    domain = "test"
    seats = frozenset({"player", "other"})
    words = {"amount": lambda amount, reading: f"{amount:,}".replace(",", "\u202f") + " €"}


NARRATOR = _TestNarrator()


@pytest.fixture(autouse=True)
def _test_catalogue(monkeypatch):
    real = tell_module.catalogue
    monkeypatch.setattr(tell_module, "catalogue",
                        lambda domain, lang: CATALOGUES[lang] if domain == "test" else real(domain, lang))


def _event(message, facts, names=("Alice", "Bob", "Cleo")) -> Event:
    return Event("roll", facts.get("player"), message, "roll", facts, None, NARRATOR.voice(names))


def test_the_teacher_reads_every_name_and_a_player_reads_you_for_himself():
    event = _event(ROLL, {"player": 0, "roll": 4})
    assert event.text == "Alice rolls a 4."
    assert event.told(None) == "Alice rolls a 4."
    assert event.told(0) == "You roll a 4."
    assert event.told(1) == "Alice rolls a 4."
    assert event.told(SPECTATOR) == "Alice rolls a 4."


def test_the_reader_may_be_any_seat_of_the_message_and_reads_the_form_written_for_that_seat():
    event = _event(GIVE, {"player": 1, "amount": 5000, "other": 2})
    assert event.told(None) == "Bob gives 5\u202f000 € to Cleo."
    assert event.told(1) == "You give 5\u202f000 € to Cleo."
    assert event.told(2) == "Bob gives you 5\u202f000 €."
    with language("fr"):
        assert event.told(2) == "Bob vous donne 5\u202f000 €."
        assert event.told(0) == "Bob donne 5\u202f000 € à Cleo."


def test_a_player_named_you_is_no_special_case():
    event = _event(ROLL, {"player": 0, "roll": 4}, names=("You", "Bob"))
    assert event.told(1) == "You rolls a 4."           # Bob reads the name of player 0, who is called "You"
    assert event.told(0) == "You roll a 4."            # player 0 reads the "you" form, whatever his name


def test_changing_the_language_rewords_an_event_already_made():
    event = _event(ROLL, {"player": 2, "roll": 6})
    assert event.told(2) == "You roll a 6."
    with language("fr"):
        assert event.told(2) == "Vous faites un 6."
        assert event.text == "Cleo fait un 6."
    assert event.text == "Cleo rolls a 6."


def test_a_voice_with_a_language_reads_in_it_whatever_the_language_in_force():
    voice = Voice(NARRATOR, ("Alice", "Bob"), lang="fr")
    event = Event("roll", 0, ROLL, "roll", {"player": 0, "roll": 3}, None, voice)
    assert event.text == "Alice fait un 3."
    voice.lang = "en"
    assert event.text == "Alice rolls a 3."


def test_a_counted_message_takes_the_form_of_its_count_in_each_language():
    assert _event(MOVES, {"player": 0, "n": 1}).told(1) == "Alice moves 1 square."
    assert _event(MOVES, {"player": 0, "n": 3}).told(0) == "You move 3 squares."
    with language("fr"):
        assert _event(MOVES, {"player": 0, "n": 0}).told(1) == "Alice avance de 0 case."
        assert _event(MOVES, {"player": 0, "n": 2}).told(0) == "Vous avancez de 2 cases."


def test_a_phrase_inside_a_sentence_is_worded_for_the_same_reader():
    inner = Said(ROLL, {"player": 1, "roll": 5})
    event = _event(M_("Replay: {what}"), {"what": inner})
    assert event.told(None) == "Replay: Bob rolls a 5."
    assert event.told(1) == "Replay: You roll a 5."


def test_a_message_with_no_you_form_reads_the_seat_as_you_and_is_noted_missing():
    message = M_("{player} shouts.")
    event = _event(message, {"player": 0})
    with missing_translations() as missing:
        assert event.told(0) == "You shouts."
        assert event.told(1) == "Alice shouts."
    assert ("test", "en", f"you:player|{message}") in missing


def test_a_reader_among_several_players_reads_the_form_written_for_him():
    won = M_("{winners} win the game!")
    fr = CATALOGUES["fr"]._catalog
    fr[won] = "{winners} gagnent la partie !"
    fr["you:winners\x04" + won] = "{winners} gagnez la partie !"
    event = Event("win", None, won, "win", {"winners": (0, 2)}, None,
                  _ListNarrator().voice(("Alice", "Bob", "Cleo")))
    with language("fr"):
        assert event.told(None) == "Alice et Cleo gagnent la partie !"
        assert event.told(2) == "Alice et vous gagnez la partie !"
        assert event.told(1) == "Alice et Cleo gagnent la partie !"


class _ListNarrator(_TestNarrator):
    seat_lists = frozenset({"winners"})


def test_lists_of_players_are_worded_with_you_inside():
    reading = Reading(("Alice", "Bob", "Cleo"), 1)
    assert joined([NARRATOR.seat(p, reading) for p in (0, 1, 2)]) == "Alice, you and Cleo"
    with language("fr"):
        assert joined([NARRATOR.seat(p, reading) for p in (0, 1)]) == "Alice et vous"


def test_fields_of_a_template_in_order_each_once():
    assert fields_of("{player} gives {amount} to {other}, {player}.") == ("player", "amount", "other")
    assert fields_of("{args[1]} and {x.y}") == ("args", "x")
    assert fields_of("a { broken") == ()


def test_an_event_is_frozen_equal_by_its_facts_and_pickles_with_its_voice():
    a = _event(ROLL, {"player": 0, "roll": 4})
    b = _event(ROLL, {"player": 0, "roll": 4})
    assert a == b and hash(a) == hash(b) and a != _event(ROLL, {"player": 0, "roll": 5})
    with pytest.raises(AttributeError):
        a.kind = "other"
    again = pickle.loads(pickle.dumps(a))
    assert again == a and again.told(0) == "You roll a 4."
    assert a.data is a.facts


def test_an_event_of_a_game_with_no_narrator_is_its_sentence():
    event = Event("note", None, "The game starts.", "start")
    assert event.text == event.told(0) == "The game starts."


def test_a_phrase_inside_a_sentence_keeps_its_first_letter_and_a_game_may_word_a_seat_list_its_way():
    narrator = _ListNarrator()
    reading = Reading(("Alice", "Bob"), None)
    inner = Said(M_("the {colour} pawn"), {"colour": "red"})
    assert narrator.say(M_("{player} moves {what}."), {"player": 0, "what": inner}, reading) == \
        "Alice moves the red pawn."

    class Listed(_ListNarrator):
        words = {"winners": lambda players, reading: " / ".join(reading.names[p] for p in players)}

    assert Listed().say(M_("{winners} win the game!"), {"winners": (0, 1)}, reading) == "Alice / Bob win the game!"
