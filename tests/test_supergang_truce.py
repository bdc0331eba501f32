"""Super Gang's truce forbids every harm (issue 26, point 15): « Pendant les trois premiers tours, les gangs n'ont pas
le droit de se nuire (ni duel ni vampage), et la police n'entre pas en jeu. »

A purchase harms another gang when it takes that gang's R token (« On peut acheter une boutique rackettée, dans ce
cas le pion-racket disparaît ») or its trafic pawns round the shop (« En cas d'acquisition ou de changement de
propriété tous les pions-trafic bordant une boutique prennent la couleur du nouveau propriétaire »): during the truce
neither is allowed; after it both are. Portions 10, 11 and 12 border b5 (Bar-tabac Le Balto).
"""

from __future__ import annotations

import pytest
from supergang_situations import legal, play, refused, situation


@pytest.mark.parametrize("round_", [1, 2, 3])
def test_truce_no_buying_another_gangs_racket(round_):
    """truce: a shop green rackets is not bought by red in rounds 1 to 3: green's R token stays."""
    m = situation(round=round_, arrived={"red.killer": "b5"}, money={0: 50}, rackets={"b5": 1})
    assert "buy b5" not in legal(m)
    refusal = refused(m, "buy b5")
    assert refusal.rule == "truce" and "green" in refusal.reason
    assert m.state.racketeer("b5") == 1 and m.state.owner("b5") is None


def test_truce_no_buying_a_shop_with_another_gangs_pawns_round_it():
    """truce: green's trafic pawn beside b5 would take red's colour: no purchase in the truce."""
    m = situation(round=2, arrived={"red.killer": "b5"}, money={0: 50}, pawns={11: 1})
    assert "buy b5" not in legal(m)
    assert refused(m, "buy b5").rule == "truce"
    assert m.state.pawns(1) == {"placed": 1, "stock": 0}


def test_truce_a_purchase_that_harms_nobody_is_allowed():
    """A virgin shop, one's own R token, one's own pawns round it: buying harms no gang, the truce allows it."""
    m = situation(round=2, arrived={"red.killer": "b5"}, money={0: 50}, rackets={"b5": 0}, pawns={10: 0})
    play(m, "buy b5")
    assert m.state.owner("b5") == 0 and m.state.racketeer("b5") is None


def test_truce_over_the_racket_and_the_pawns_are_bought_as_printed():
    """Round 4: « On peut acheter une boutique rackettée, dans ce cas le pion-racket disparaît » and green's pawn
    takes red's colour."""
    m = situation(round=4, arrived={"red.killer": "b5"}, money={0: 50}, rackets={"b5": 1}, pawns={11: 1},
                  cops={1: "s94", 2: "s80"})
    events = play(m, "buy b5")
    assert m.state.owner("b5") == 0 and m.state.racketeer("b5") is None
    assert m.state.portion[11] == 0 and m.state.pawns(1)["stock"] == 1
    assert {"racket-buyable", "trafic-follows-owner"} <= {e.rule for e in events}
    assert [e.text for e in events if e.kind == "racket-gone"] == ["Green's R token leaves Bar-tabac Le Balto."]


def test_truce_nothing_is_owed_where_the_only_act_would_harm():
    """shop-must-act: « il doit obligatoirement y faire quelque chose » — when the only act in a shop would harm
    another gang during the truce, nothing is owed there and the turn ends."""
    m = situation(round=2, arrived={"red.killer": "b6"}, money={0: 50}, rackets={"b6": 1})
    assert legal(m) == ["end"]
    play(m, "end")
    assert m.state.current == 1


def test_truce_refusal_names_what_the_purchase_would_take():
    """truce: the refusal says which harm it is, green's R token or green's trafic pawns, and the truce is named
    before the money (with no briques the truce still applies and is the reason given)."""
    token = situation(round=2, arrived={"red.killer": "b5"}, money={0: 50}, rackets={"b5": 1})
    assert refused(token, "buy b5").reason == ("gangs do no harm to each other during the first 3 rounds: buying "
                                               "Bar-tabac Le Balto would take green's R token")
    pawns = situation(round=2, arrived={"red.killer": "b5"}, money={0: 50}, pawns={11: 1})
    assert refused(pawns, "buy b5").reason.endswith("would take green's 1 trafic pawn")
    both = situation(round=2, arrived={"red.killer": "b5"}, money={0: 50}, rackets={"b5": 1}, pawns={11: 1})
    assert refused(both, "buy b5").reason.endswith("would take green's R token and green's 1 trafic pawn")
    poor = situation(round=2, arrived={"red.killer": "b5"}, money={0: 0}, rackets={"b5": 1})
    refusal = refused(poor, "buy b5")
    assert refusal.rule == "truce" and refusal.reason.endswith("green's R token")
    assert refused(situation(round=4, arrived={"red.killer": "b5"}, money={0: 0}, rackets={"b5": 1},
                             cops={1: "s94", 2: "s80"}), "buy b5").rule == "no-loans"
