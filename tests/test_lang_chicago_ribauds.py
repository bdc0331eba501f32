"""Vengeance à Chicago and Les Ribauds in French: every event, action label, refusal, scene text, sheet line and
table cell a French match shows comes from the catalogue (none is missing, none reads as English), the rule
index keeps the rulebook's own sentences, and the catalogues are current."""

import pytest
from french_play import english_in, french_texts

import gangs
from gangs.kernel import catalogs
from gangs.kernel.lang import catalogue, translator

ENGLISH = (" the ", "The ", " and ", " or ", " of ", " to ", " is ", " are ", " on ", " at ", " with ", " from ",
           " his ", " its ", " no ", " takes ", " rolls", " moves", " wins", " win ", " dies", " leaves", " passes",
           "Player ", "'s ", " you", "You ", "square", "henchm", "hostage", "wheel", "dice", " die", "Round",
           "round", "gang's", "Holds", "home", "purse", "thief", "turn", "Card", " draws", "steals", " cards",
           " lost", "robs", "Roll", "Place ", "Spin", "Keep", "End ", " pays", "choose", "nothing", " who ")
"""Words and pieces of words that only English writes here (the notation's words, ``move``, ``card``, ``end``,
are left out: a notation is typed the same in every language)."""

NAMES = ["Alice", "Bruno", "Émile", "Inès"]
SETTINGS = {
    "chicago": [(2, 1, {}), (3, 2, {}), (4, 3, {}), (2, 4, {"two_gangs": True}), (4, 7, {})],
    "ribauds": [(2, 1, {}), (3, 2, {"layout": "carre"}), (4, 3, {}), (4, 5, {"layout": "faubourgs"}), (2, 8, {})],
}
BAD = {
    "chicago": ("roll", "spin", "pass", "pass 3", "move orange.3 99", "move orange.parrain 7", "move orange.1 12",
                "move orange.1 3", "move orange.9 2", "move blue.parrain 1", "move yellow.1 2", "move green.2 3",
                "move orange", "victim blue.2", "victim orange.parrain", "bogus"),
    "ribauds": ("place 0", "place 5", "take 1", "take 2", "take 4", "step 1 5", "step 2 0", "run 3", "run 40",
                "figure 4", "end", "bogus", "rob 1 grey", "rob 2 violet", "pay 1 0 0", "card cavale 1 3",
                "card aumone", "card rien", "draw cavale"),
}
"""Notations tried at every few decisions, most of them refused (each refusal must be told in French)."""


def _chicago_names():
    from gangs.chicago.board import load_board

    board = load_board(None)
    districts = [hq.name.partition("(")[2].rstrip(")") for hq in board.hqs]
    return sorted({*board.names, *(hq.name for hq in board.hqs), *districts}, key=len, reverse=True)


def _ribauds_names():
    from gangs.ribauds.board import load_board

    board = load_board(None)
    names = [name for name, _rows in board.quarters.values()] + [layout.name for layout in board.layouts.values()]
    names += [card.name for card in board.cards] + [card.text for card in board.cards]
    return sorted(set(names), key=len, reverse=True)


PROPER_NAMES = {"chicago": _chicago_names, "ribauds": _ribauds_names}
"""The proper names a game's texts may quote, as its board data writes them (Chicago's streets and districts;
the quarters of Paris, the layouts and the cards of Les Ribauds, whose texts the board writes in French)."""


def _french_texts(game, players, seed, options):
    """Every text a French match of ``game`` shows a user (every player's scene in turn), the messages asked for
    with no translation on the way, and the match's log."""
    return french_texts(game, players, seed, options, BAD[game], every=23, viewer=lambda step, n: step % n)


CASES = [(game, players, seed, options) for game, settings in SETTINGS.items() for players, seed, options in settings]


def _english_in(game, texts):
    """The (marker, text) of every text that reads as English, proper names (the board's streets and districts)
    left out."""
    return english_in(texts, ENGLISH, PROPER_NAMES[game]())


@pytest.mark.parametrize("game, players, seed, options", CASES)
def test_a_french_match_asks_for_no_missing_translation_and_reads_no_english(game, players, seed, options):
    texts, missing, _log = _french_texts(game, NAMES[:players], seed, options)
    assert not missing, sorted(message for _, _, message in missing)
    english = _english_in(game, texts)
    assert not english, english[:20]


@pytest.mark.parametrize("game", SETTINGS)
def test_the_player_who_reads_is_told_vous_in_french(game):
    """A seat reads « vous » for himself in a French match (the "you" forms of the catalogue), everything
    translated; the teacher reads his name."""
    texts, missing, log = _french_texts(game, ["Alice", "Bruno", "Émile"], 9, {})
    assert not missing, sorted(message for _, _, message in missing)
    assert any(text.startswith("Vous ") for text in log)
    assert not [text for text in log if "You" in text or "you" in text]


@pytest.mark.parametrize("game", SETTINGS)
def test_every_rule_gloss_and_option_doc_is_translated_and_the_rulebook_is_not(game):
    rules = gangs.GAMES[game].rules
    own = [rule for rule in rules.values() if rule.key in _own_rule_keys(game)]
    fr = catalogue(game, "fr")
    for rule in own:
        assert fr.gettext(rule.english) != rule.english, rule.key
        assert fr.gettext(rule.french) == rule.french, f"{rule.key}: the rulebook's sentence is shown as printed"
    for option in gangs.GAMES[game].options.values():
        if option.name in ("board",):
            continue
        assert fr.gettext(option.doc) != option.doc, option.name


def _own_rule_keys(game):
    module = __import__(f"gangs.{game}.rules", fromlist=["RULES"])
    return set(module.RULES)


@pytest.mark.parametrize("game", SETTINGS)
def test_the_catalogue_is_current_and_complete(game):
    assert catalogs.problems([game]) == []


@pytest.mark.parametrize("game", SETTINGS)
def test_english_stays_as_written(game):
    """English is the catalogue's keys: nothing is looked up, and a French match leaves English as it was."""
    _ = translator(game)
    assert _("no such message") == "no such message"
    english = gangs.new(game, players=NAMES[:3], seed=4).run()
    french = gangs.new(game, players=NAMES[:3], seed=4, lang="fr").run()
    assert [e.kind for e in english.log] == [e.kind for e in french.log]
    assert [e.text for e in english.log] != [e.text for e in french.log]
    again = gangs.new(game, players=NAMES[:3], seed=4).run()
    assert [e.text for e in english.log] == [e.text for e in again.log]
