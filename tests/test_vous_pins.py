"""Pins on the French for a player called "You" (gangs/kernel/vous.py) that mutation testing found unchecked: the
verbs whose « è » turns « é » before « -ez » (« cède » -> « cédez »), the words after « et » that start no verb in
the clause of « vous » (« et la partie », « et s'il fait 6 » stay), and the « ne » of a verb of giving (« n'offre
rien à You » -> « ne vous offre rien »)."""

from __future__ import annotations

import pytest

from gangs.kernel.vous import second_person_fr, vous_form


@pytest.mark.parametrize("third, vous", [
    ("cède", "cédez"), ("préfère", "préférez"), ("complète", "complétez"), ("protège", "protégez"),
    ("aliène", "aliénez"), ("règle", "réglez"), ("révèle", "révélez"), ("rapièce", "rapiécez")])
def test_a_verb_in_e_grave_takes_e_acute_with_vous(third, vous):
    assert vous_form(third) == vous


@pytest.mark.parametrize("text, told", [
    # the « è » of the verb of « vous »
    ("You cède sa place à Bob.", "Vous cédez votre place à Bob."),
    ("You règle ses dettes et protège son parrain.", "Vous réglez vos dettes et protégez votre parrain."),
    # after « et », a word that starts no verb stays as it is, in the clause of « vous » alone or in a list
    ("You prend 3 € et la carte.", "Vous prenez 3 € et la carte."),
    ("You relance le dé et s'il fait 6, Bob paie.", "Vous relancez le dé et s'il fait 6, Bob paie."),
    ("Alice et You gagnent 5 € et la partie.", "Alice et vous gagnez 5 € et la partie."),
    ("Alice et You reculent d'une case et perdent 2 €.", "Alice et vous reculez d'une case et perdez 2 €."),
    # a verb of giving to "You" keeps its « ne » before « vous », and its object whole
    ("Alice n'offre rien à You.", "Alice ne vous offre rien."),
    ("Bob ne donne pas 5 € à You.", "Bob ne vous donne pas 5 €."),
    ("Bob donne la carte X à You.", "Bob vous donne la carte X."),
])
def test_second_person_in_french_pins(text, told):
    assert second_person_fr(text) == told
