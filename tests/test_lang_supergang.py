"""Super Gang in French: every event, action label, refusal, scene text, sheet line and table cell a French match
shows comes from the catalogue (none is missing, none reads as English), the rule index keeps the rulebook's own
sentences, the actions kept on the board are kept per language, and English stays as written."""

import re

import pytest
from french_play import english_in, french_texts, refusal_text

import gangs
from gangs.kernel import catalogs
from gangs.kernel.lang import catalogue, language

ENGLISH = (" the ", "The ", " and ", " or ", " of ", " to ", " is ", " are ", " on ", " at ", " with ", " from ",
           " his ", " its ", " no ", " takes ", " rolls", " moves", " wins", " win ", " dies", " leaves", " passes",
           "Player ", "'s ", " you", "You ", "square", "Round", "round", "gang's", "turn", " draws", " lost", "Roll",
           "End ", " pays", "choose", "nothing", " who ", "killer", "trafficker", "cop pair", "Cop pair", "shop",
           "sewer", "wounded", "dead", "dart", "money", "token")
"""Words and pieces of words that only English writes here (``vamp``, ``racket``, ``trafic``, ``briques`` and
the notation (``red.killer``, ``clinic``, ``cemetery``) are the same in both)."""

NOTATION_IDS = re.compile(r"\b(?:red|green|yellow|violet)\.(?:killer|vamp|trafficker)\b")
"""A character's id, which refusals quote as typed (``red.killer``): notation, not English."""

UNCONTRACTED = re.compile(r"\b(?:[àÀ]|[dD]e) les? ")
"""« de le tueur », « à le centre »: French contracts them (« du tueur », « au centre »: ``words.contracted``)."""

NAMES = ["Alice", "Bruno", "Émile", "Inès"]
CASES = [(NAMES[:2], 1, {}), (NAMES[:3], 2, {}), (NAMES, 3, {}), (NAMES[:3], 5, {"police_player": True})]
BAD = ("roll", "end", "pass", "mug s12", "move red.killer s99", "buy cops", "bogus", "rebel", "surrender", "refuse",
       "decline", "dart dead", "move red.vamp b3", "recruit red.vamp", "move red.vamp s1", "vamp green.killer",
       "buy b1", "price x")
"""Notations tried every few decisions, most of them refused (each refusal must be told in French)."""


def _board_names():
    from gangs.supergang.board import load_board

    board = load_board(None)
    names = [shop.name for shop in board.shops] + [shop.short for shop in board.shops]
    names += [info["name"] for info in board.districts.values()]
    return sorted(set(names), key=len, reverse=True)


def _refusal(error, notation):
    """A refusal as told, the notation it quotes and its examples (notations) left out."""
    told = refusal_text(error, notation).replace(notation, "")
    return told.partition(" (par exemple :")[0]


def _french_texts(players, seed, options, steps=None):
    """Every text a French match shows a user, played at random (to its end, or ``steps`` decisions), the
    messages asked for with no translation on the way, and the match's log."""
    return french_texts("supergang", players, seed, options, BAD, every=19, steps=steps, refused=_refusal)


def _english_in(texts):
    """The (marker, text) of every text that reads as English, the board's shop and district names left out."""
    return english_in(texts, ENGLISH, _board_names(), NOTATION_IDS)


@pytest.mark.parametrize("players, seed, options", CASES)
def test_a_french_match_asks_for_no_missing_translation_and_reads_no_english(players, seed, options):
    texts, missing, _log = _french_texts(players, seed, options)
    assert not missing, sorted(message for _, _, message in missing)
    english = _english_in(texts)
    assert not english, english[:20]
    uncontracted = sorted({text for text in texts if UNCONTRACTED.search(text)})
    assert not uncontracted, uncontracted[:10]


def test_a_player_called_you_is_told_in_french():
    """The widgets' human seat is called "You", a name like any other: a French match with him is translated,
    and the log read by his seat tells him « vous » (the catalogue's "you" forms), whatever his name."""
    texts, missing, log = _french_texts(["You", "Bruno", "Émile"], 4, {}, steps=400)
    assert not missing, sorted(message for _, _, message in missing)
    match = gangs.new("supergang", players=["Alice", "Bruno", "Émile"], seed=4, lang="fr", max_turns=8).run()
    mine = [event.told(0) for event in match.log]
    assert any(text.startswith("Vous ") for text in mine)
    assert not [text for text in mine if "Alice" in text]
    assert any("Alice (rouge)" in event.text for event in match.log)


def test_every_rule_gloss_and_option_doc_is_translated_and_the_rulebook_is_not():
    from gangs.supergang.rules import RULES

    fr = catalogue("supergang", "fr")
    for rule in RULES.values():
        assert rule.domain == "supergang", rule.key
        assert fr.gettext(rule.english) != rule.english, rule.key
        assert fr.gettext(rule.french) == rule.french, f"{rule.key}: the rulebook's sentence is shown as printed"
        with language("fr"):
            assert f"« {rule.french} »" in str(rule)
    for option in gangs.GAMES["supergang"].options.values():
        if option.name in ("board",):
            continue
        assert fr.gettext(option.doc) != option.doc, option.name


def test_the_catalogue_is_current_and_complete():
    assert catalogs.problems(["supergang"]) == []


def test_the_actions_kept_on_the_board_hold_no_words():
    """``board.action_cache`` holds actions of no language (their words are made when read, ``tell``): an
    English and a French match sharing the board share its actions, and each reads their labels in its own
    language."""
    english = gangs.new("supergang", players=NAMES[:2], seed=7)
    french = gangs.new("supergang", players=NAMES[:2], seed=7, lang="fr")
    assert english.state.board is french.state.board
    for _ in range(60):
        labels_en = [english.label(a) for a in english.legal_actions()]
        labels_fr = [french.label(a) for a in french.legal_actions()]
        assert english.legal_actions() == french.legal_actions()
        assert [a.notation for a in english.legal_actions()] == [a.notation for a in french.legal_actions()]
        assert "Lancer les dés" not in labels_en and "Roll the dice" not in labels_fr
        action = english.legal_actions()[0]
        english.play(action)
        french.play(action.notation)
    assert [e.kind for e in english.log] == [e.kind for e in french.log]
    assert [e.text for e in english.log] != [e.text for e in french.log]


def test_english_stays_as_written():
    """English is the catalogue's keys: a French match in between leaves an English one as it was."""
    english = gangs.new("supergang", players=NAMES[:3], seed=4, max_turns=12).run()
    gangs.new("supergang", players=NAMES[:3], seed=4, max_turns=12, lang="fr").run()
    again = gangs.new("supergang", players=NAMES[:3], seed=4, max_turns=12).run()
    assert [e.text for e in english.log] == [e.text for e in again.log]
    assert any(e.text.startswith("Alice (red)") for e in english.log)


def test_a_vamp_is_told_in_the_feminine():
    """« la vamp »: a dart that kills her reads « morte », and her gang's sheet says so, where a killer reads
    « mort » (``words.said_of``, the catalogue's ``she`` context)."""
    from supergang_situations import situation

    from gangs import CHANCE

    def settle(target: str) -> tuple[list[str], dict]:
        state = situation(round=5, arrived={"red.killer": "s12"}, at={target: "s12"}, lang="fr").state
        texts = []
        with language("fr"):
            for notation in (f"settle s12 {target}", "die 6", "die 1", "dart dead"):
                texts += [event.text for event in state.apply(notation)]
            assert state.to_move != CHANCE
            return texts, state.sheet(1)

    texts, sheet = settle("green.vamp")
    assert "Une fléchette touche la vamp verte : morte." in texts and sheet["Vamp"] == "morte"
    texts, sheet = settle("green.killer")
    assert "Une fléchette touche le tueur vert : mort." in texts and sheet["Tueur"] == "mort"


def test_a_die_roll_cites_the_roll_s_rule_and_french_elides_and_names_the_cop_pair():
    """« chaque joueur lance tous les dés à la fois (flics plus gangsters en service) » is the rule of a gangster's
    die (« Il peut et doit avancer du nombre de cases indiqué par son dé » is that of his walk); in French the cop
    pair's die is « le dé de la paire de flics 1 », and « de » before a vowel is « d' » (« va d'Hôtel Régina »)."""
    import gangs
    from gangs.kernel.lang import language
    from gangs.supergang.words import contracted

    match = gangs.new("supergang", players=3, seed=2, lang="fr")
    match.run(max_steps=900)
    dice = [e for e in match.log if e.kind == "die"]
    cops = [e for e in dice if e.rule == "cops-move"]
    assert dice and {e.rule for e in dice} == {"cops-first", "cops-move"} and cops
    assert all(e.told(None).startswith("Le dé de la paire de flics ") for e in cops)
    told = " ".join(e.told(None) for e in match.log)
    assert " de É" not in told and " de H" not in told and " de A" not in told
    with language("fr"):
        assert contracted("va de Épicerie Chez Momo à la case 3") == "va d'Épicerie Chez Momo à la case 3"
    with language("en"):
        assert contracted("goes from Épicerie") == "goes from Épicerie"
