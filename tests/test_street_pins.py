"""La Street behaviours that mutation testing (`make mutants`, benchmarks/mutants.py) found no test to pin: each
test here kills mutants that survived every other test of the street part.

A match's actions (their kinds and click targets) are built once per board and number of players
(``StreetGame.initial_state``), their labels worded when read (``gangs.street.tell``), and mutmut runs on a mutant
only the tests that called the mutated function in its first pass. So the test of the actions builds them itself,
and it is run on every mutant of ``build_actions``. The rule index is built on import, before any test runs: the
house-rule test makes a rule with ``H`` itself.
"""

from __future__ import annotations

import random

import pytest
from street_situations import choices, code, roll, rules, situation

import gangs
from gangs import CHANCE, IllegalAction
from gangs.agents import RandomAgent
from gangs.kernel.lang import language
from gangs.kernel.tell import label
from gangs.street.actions import build_actions
from gangs.street.common import PASS
from gangs.street.pending import Balance, HouseForSale
from gangs.street.rules import RULES, H

WORDS = {"roll", "end", "stop", "agree", "decline", "pass", "buy", "give", "free", "lawyer", "denounce", "target",
         "exit", "heist", "refuse", "pay", "silent"}
"""The first words of La Street's notations (gangs/street/README.md, "Notation")."""


def positions(names, seeds=range(4), **options):
    """Every position of a few seeded random games (chance nodes included) at a table of ``names``, with the events
    of its step. The random players never propose a stop: from round 1, random answers would end most games at
    once."""
    for seed in seeds:
        rng = random.Random(seed)
        agent = RandomAgent(rng)
        state = gangs.new("street", players=list(names), seed=seed, **options).state.clone()
        for _step in range(1500):
            if state.to_move is None:
                break
            if state.to_move == CHANCE:
                outcomes, weights = zip(*state.chance_outcomes())
                chosen = rng.choices(outcomes, weights)[0]
            else:
                chosen = agent.choose(state, [a for a in state.legal_actions() if a.kind != "stop"] or
                                      state.legal_actions())
            before = state.clone()
            yield before, state.apply(chosen)


def test_every_action_offered_is_a_notation_word_with_a_label():
    kinds = set()
    for state, _events in positions(["Offered A", "Offered B", "Offered C"], range(10)):
        if state.to_move == CHANCE:
            assert state.legal_actions() == []
        for action in state.legal_actions():
            worded = label(state, action, state.to_move)
            assert action.kind in WORDS and isinstance(worded, str) and worded and worded != action.notation, action
            kinds.add(action.kind)
    assert {"pass", "lawyer", "heist", "exit", "target"} <= kinds


def test_a_pawn_that_moves_stays_or_leaves_is_named_in_its_event():
    told = set()
    for _state, events in positions(["Named A", "Named B", "Named C"]):
        for event in events:
            if event.kind in ("move", "stay", "leave"):
                assert isinstance(event.player, int), event
                told.add(event.kind)
    assert told == {"move", "stay", "leave"}


def test_with_balance_question_holders_a_player_sees_only_the_balance_holders_he_may_know():
    seen = 0
    for question in ("everyone", "holders"):
        for state, _events in positions(["Holder A", "Holder B", "Holder C"], range(12), balance_question=question):
            if state.phase != "balance":
                continue
            for player in range(3):
                asked = state.observation(player)["pending"]["asked"]
                known = [q for q in state.pending.asked if q in (state.pending.asked[0], player)]
                assert asked == (known if question == "holders" else list(state.pending.asked))
                seen += 1
    assert seen


def test_the_terrain_is_bought_as_buy_terrain_and_nothing_after():
    m = situation(["Buyer A", "Buyer B", "Buyer C"], money={0: 10**6})
    with pytest.raises(IllegalAction) as refused:
        m.play("buy terrain now")
    assert refused.value.rule == "terrain-buy"
    m.play("buy terrain")
    assert m.state.terrain_owner == 0


def test_every_house_rule_has_an_english_gloss_that_the_street_catalogue_translates():
    house = [rule for rule in RULES.values() if rule.house]
    assert house and all(isinstance(rule.english, str) and rule.english for rule in house)
    made = H("pin", "Règle de la maison.", house[0].english)
    assert made.house and made.domain == "street" and (made.key, made.french) == ("pin", "Règle de la maison.")
    assert all(rule.domain == "street" for rule in RULES.values())
    with language("fr"):
        assert made.gloss == RULES[house[0].key].gloss != house[0].english
        assert all(rule.gloss != rule.english for rule in house)


def test_a_player_in_prison_with_an_avocat_is_offered_the_lawyer_and_plays_it():
    m = situation(["Lawyer A", "Lawyer B", "Lawyer C"], at={0: "prison"}, hands={0: ["avocat"]})
    lawyer = [action for action in m.legal_actions() if action.notation == "lawyer"]
    assert len(lawyer) == 1 and lawyer[0].kind == "lawyer" and lawyer[0].args == ()
    assert label(m.state, lawyer[0], 0) == "Play Avocat: leave Prison" and lawyer[0].targets == ("place-prison",)
    events = m.play("lawyer")
    assert [(e.kind, e.player, e.rule) for e in events] == [("lawyer", 0, "lawyer"), ("leave", 0, "leave-prison")]
    assert m.state.pos[0] == 0 and m.state.hands[0] == []


def test_a_player_who_cannot_pay_the_terrain_tax_is_told_so_and_moves_back_to_parking():
    names = ["Broke A", "Broke B", "Broke C"]
    square = 14
    m = situation(names, terrain=1, at={0: square - 3}, money={0: 100})
    assert square in m.state.board.terrain_squares and m.state.board.prices["terrain_tax"] > 100
    events = roll(m, 3)
    assert rules(events) == ["roll-and-move", "terrain-refuse"]
    back = events[-1]
    assert (back.kind, back.player, back.data) == ("move", 0, {"player": 0, "frm": square, "to": 0, "bounced": False})
    assert back.text == "Broke A cannot pay the Terrain tax and goes back to Parking — Départ."
    assert m.state.pos[0] == 0 and m.state.money_[0] == 100 and m.state.phase != "terrain"


def test_a_player_who_will_not_pay_the_terrain_tax_says_so_and_moves_back_to_parking():
    m = situation(["Refuser A", "Refuser B", "Refuser C"], terrain=1, at={0: 11}, money={0: 10**6})
    roll(m, 3)
    assert m.state.phase == "terrain" and choices(m) == {"pay", "buyback", "refuse"}
    back = m.play("refuse")[0]
    assert (back.kind, back.player, back.rule, back.data) == ("move", 0, "terrain-refuse",
                                                              {"player": 0, "frm": 14, "to": 0, "bounced": False})
    assert back.text == "Refuser A will not pay the Terrain tax and goes back to Parking — Départ."
    assert m.state.pos[0] == 0 and m.state.money_[0] == 10**6


def test_a_pawn_that_leaves_the_cimetiere_moves_to_parking_in_its_event():
    m = situation(["Dead A", "Dead B", "Dead C"], at={1: "cimetiere"}, skip={1: 1})
    events = roll(m, 1)[-2:]                    # square 1, then the turn passes by itself to Dead B
    cemetery = code(m, "cimetiere")
    told = [(e.kind, e.player, e.rule, e.data) for e in events]
    assert told == [("skip", 1, "rip-normal", {"player": 1}),
                    ("move", 1, "rip-normal", {"player": 1, "frm": cemetery, "to": 0, "bounced": False})]
    assert events[-1].text == "Dead B leaves the Cimetière for Parking — Départ."
    assert m.state.pos[1] == 0 and m.state.skip[1] == 0 and m.state.current == 2


def test_a_sheet_tells_money_place_properties_and_cards_face_down_to_the_others():
    m = situation(["Sheet A", "Sheet B", "Sheet C"], at={0: "prison"}, hands={0: ["avocat", "balance"]},
                  houses={1: 0, 3: 0}, terrain=0, skip={0: 2}, money={0: 1234567})
    own = {"money": "1\u202f234\u202f567 €", "position": "Prison (misses 2 turns)",
           "properties": "Maison 1 (Studio), Maison 3 (Loft), Terrain", "cards": "Avocat, Balance"}
    assert m.state.sheet(0, 0) == own and m.state.sheet(0) == own
    assert m.state.sheet(0, 1) == {**own, "cards": "2 face down"}
    assert m.state.sheet(1, 0) == {"money": "0 €", "position": "0", "properties": "none", "cards": "none"}


def test_the_actions_of_a_table_carry_their_click_targets_and_are_worded_when_read():
    names = ("Label A", "Label B", "Label C")
    m = situation(list(names))
    built = build_actions(m.state.board, len(names))
    heist = m.state.clone()
    heist.current, heist.phase, heist.pending = 1, "balance", Balance((2, 0))
    shown = {key: (built[key].notation, label(heist, built[key], 2), built[key].targets)
             for key in (PASS, "buy terrain", ("denounce", 1), ("exit", 5), ("lawyer", code(m, "prison")),
                         ("give", 0, 5000))}
    assert shown == {
        PASS: ("pass", "Pass", ()),
        "buy terrain": ("buy terrain", "Buy the Terrain (120\u202f000 €)", ("sq-14", "sq-25", "sq-29")),
        ("denounce", 1): ("denounce", "Balance! Denounce the heist by Label B", ("pawn-1",)),
        ("exit", 5): ("exit 5", "Restart from square 5 (Petits services)", ("sq-5",)),
        ("lawyer", code(m, "prison")): ("lawyer", "Play Avocat: leave Prison", ("place-prison",)),
        ("give", 0, 5000): ("give 0 5000", "Give 5\u202f000 € to Label A", ("pawn-0",)),
    }
    assert label(heist, built["denounce", 1], 1) == "Balance! Denounce the heist by you"
    assert label(heist, built["give", 0, 5000], 0) == "Give 5\u202f000 € to you"
    with language("fr"):
        assert label(heist, built["give", 0, 5000], 2) == "Donner 5\u202f000 € à Label A"
    # A Maison's button says whether it is bought on its square or from afar: the same notation, two prices.
    house = m.state.clone()
    house.phase, house.pending = "buy_house", HouseForSale(1)
    assert label(house, built["buy house here", 1], 0) == "Buy Maison 1 (Studio), 50\u202f000 €"
    assert label(house, built["buy house anywhere", 2], 0).endswith("from afar, 200\u202f000 €")
    assert m.state.cache["buy terrain"] == built["buy terrain"]
    assert build_actions(m.state.board, 3)["buy terrain"] == built["buy terrain"]
    assert gangs.new("street", players=["Other A", "Other B", "Other C"]).state.cache is m.state.cache


def test_a_maison_bought_on_its_square_is_told_with_its_price():
    m = situation(["House A", "House B", "House C"], at={0: 46}, money={0: 10**6})
    roll(m, 2)
    assert choices(m) == {"buy house 1", "pass"}
    events = m.play("buy house 1")
    assert [(e.kind, e.text, e.data) for e in events] == [
        ("buy", "House A buys Maison 1 (Studio) for 50\u202f000 €.",
         {"player": 0, "house": 1, "name": 48, "property": "house-1", "price": 50000})]
    assert m.state.house_owner[1] == 0 and m.state.money_[0] == 10**6 - 50000
