"""Lessons (issue 31): a lesson file (``gangs.lesson``) that writes, reads and refuses what is broken; each game's
first lesson (``gangs.lessons``) played through as a learner does in the Table (``widgets.lesson``), in English and
French: every move it asks for offered on the board, another move not played and answered « not quite » with the rule
of the one asked, the right one played as the record played it, every place it points at drawn, and an end."""

from __future__ import annotations

import json

import pytest

import gangs
from gangs.kernel import RecordError
from gangs.lesson import MAX_NOTES, Lesson, LessonError
from gangs.lessons import FIRST_LESSONS, first_lesson

pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from widgets.lesson import LessonSession, LessonTable  # noqa: E402


def _small() -> Lesson:
    match = gangs.new("street", players=["Ana", "Ben"], seed=1)
    for _ in range(3):
        match.play("roll")
    lesson = Lesson.from_match(match, "Rolls", fr="Lancers")
    lesson.note(0, "Ana rolls first.", fr="Ana lance d'abord.")
    lesson.ask(1, "Roll.", wrong="Roll, Ben.", then="Ben moves.")
    return lesson


def test_a_lesson_writes_and_reads_back_the_same(tmp_path):
    lesson = _small()
    assert Lesson.from_json(lesson.to_json()) == lesson
    assert Lesson.load(lesson.save(tmp_path / "rolls.lesson.json")) == lesson
    assert lesson.notes[0].said("text", "fr") == "Ana lance d'abord."
    assert lesson.notes[1].said("then", "fr") == "Ben moves."            # no French: the English
    assert lesson.notes[1].said("wrong") == "Roll, Ben."


def _broken(change):
    data = _small().to_dict()
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("text", [
    None, 3, b"{}", "", "[]", "x" * 3_000_000, '{"kind": "gangs-lesson"}', "{" * 100_000,
    _broken(lambda d: d.update(kind="record")), _broken(lambda d: d.update(format=2)),
    _broken(lambda d: d.update(notes="none")), _broken(lambda d: d["notes"].append({"decision": 9, "text": "x"})),
    _broken(lambda d: d["notes"].append({"decision": 0, "text": "again"})),
    _broken(lambda d: d["notes"][1].update(decision=3)),               # an ask at the end: no move left to find
    _broken(lambda d: d["notes"][0].update(decision=-1)), _broken(lambda d: d["notes"][0].update(decision=True)),
    _broken(lambda d: d["notes"][0].update(text={"de": "Hallo"})), _broken(lambda d: d["notes"][0].update(text={})),
    _broken(lambda d: d["notes"][0].update(text="x" * 5000)), _broken(lambda d: d["notes"][0].update(point=7)),
    _broken(lambda d: d["notes"][0].update(point="p" * 101)), _broken(lambda d: d["notes"][0].update(ask="yes")),
    _broken(lambda d: d["notes"][0].update(extra=1)), _broken(lambda d: d["notes"].reverse()),
    _broken(lambda d: d.update(notes=[{"decision": 0, "text": "x"}] * (MAX_NOTES + 1))),
    _broken(lambda d: d["record"].update(game="chess")), _broken(lambda d: d.update(title=["x"])),
    '{"kind": "gangs-lesson", "format": 1' + "9" * 5000 + "}", _broken(lambda d: d["notes"][0].update(decision=0.5)),
    _broken(lambda d: d["notes"][0].update(decision="0")), _broken(lambda d: d["notes"][0].update(decision=None)),
])
def test_a_broken_lesson_is_refused_with_a_lesson_error(text):
    with pytest.raises(LessonError):
        Lesson.from_json(text)


def _deep(depth: int = 100_000) -> list:
    nested: list = []
    for _ in range(depth):
        nested = [nested]
    return nested


def _broken_dict(change):
    data = _small().to_dict()
    change(data)
    return data


@pytest.mark.parametrize("data", [
    _broken_dict(lambda d: d["record"].update(format=10 ** 5000)),
    _broken_dict(lambda d: d["record"]["steps"].__setitem__(0, _deep())),
    _broken_dict(lambda d: d.update(record=None)), _broken_dict(lambda d: d["record"].update(game=["street"])),
    _broken_dict(lambda d: d["record"].update(options=[1])),
    _broken_dict(lambda d: d["notes"][0].update(text={"en": "x\ud800"})),
    _broken_dict(lambda d: d["notes"][0].update(point="sq-\udc00")),
    _broken_dict(lambda d: d.update(title="\ud800")),
])
def test_a_lesson_whose_record_or_text_is_broken_is_refused_with_a_record_error(data):
    with pytest.raises(RecordError):                        # a LessonError is one, naming the note
        Lesson.from_dict(data)


@pytest.mark.parametrize("path", [None, 3, 10 ** 5000, _deep(), b"\0", "\0", "no/such/lesson.json"],
                         ids=["none", "number", "huge-number", "deep-list", "bytes", "nul", "missing"])
def test_a_lesson_that_cannot_be_read_from_a_path_is_refused_with_a_lesson_error(path):
    with pytest.raises(LessonError):
        Lesson.load(path)


def test_a_note_of_a_text_utf8_cannot_write_is_refused():
    lesson = _small()
    before = list(lesson.notes)
    for bad in (lambda: lesson.note(0, "x\ud800"), lambda: lesson.ask(1, "Roll.", wrong="\udfff"),
                lambda: lesson.note(0, "x", point="\ud800")):
        with pytest.raises(LessonError):
            bad()
    assert lesson.notes == before


def test_a_lesson_whose_record_does_not_replay_names_the_step():
    text = _broken(lambda d: d["record"]["steps"].__setitem__(1, "fly away"))
    with pytest.raises(RecordError) as caught:
        Lesson.from_json(text)
    assert caught.value.step == 1


def test_a_note_that_cannot_be_added_changes_nothing():
    lesson = _small()
    before = list(lesson.notes)
    for bad in (lambda: lesson.ask(3, "No move left."), lambda: lesson.note(99, "Too far."),
                lambda: lesson.note(0, ""), lambda: lesson.note(0, "x", point="p" * 200),
                lambda: lesson.note("1", "A text for a decision."), lambda: lesson.ask(None, "Nowhere."),
                lambda: lesson.note(1.5, "Half way.")):
        with pytest.raises(LessonError):
            bad()
        assert lesson.notes == before
    with pytest.raises(TypeError):
        Lesson.from_match("a match", "title")


def test_a_note_at_a_decision_replaces_the_one_there():
    lesson = _small()
    lesson.note(0, "Ana starts.")
    assert [note.said("text") for note in lesson.notes] == ["Ana starts.", "Roll."]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("key", sorted(FIRST_LESSONS))
def test_each_first_lesson_plays_to_its_end_as_a_learner_plays_it(key, lang):
    lesson = first_lesson(key)
    assert lesson.record.game == key and any(note.ask for note in lesson.notes)
    assert all(note.text.get("fr") and note.text["fr"] != note.text["en"] for note in lesson.notes)
    session = LessonSession(lesson, lang)
    asked = wrong = 0
    for _ in range(len(lesson.notes) + 2):
        if session.finished:
            break
        session.settle()
        note = session.shown_note
        assert note is not None and session.text() == note.said("text", lang)
        if note.point:
            assert note.point in {shape.id for shape in session.scene.shapes()}
            assert note.point in session.outlines()[4]                  # outlined
        if session.asking():
            asked += 1
            assert not session.next() and session.position == note.decision       # Next waits for the move
            expected = session.expected()
            assert expected.notation in [action.notation for action in session.legal()]
            other = next((a for a in session.legal() if a.notation != expected.notation), None)
            if other is not None:
                wrong += 1
                assert not session.play(other) and session.position == note.decision
                assert session.rule_of_expected() in session.feedback and session.said.error
            assert session.play(expected) and session.position == note.decision + 1
            assert session.text() == (note.said("then", lang) or session.text())
        else:
            assert not session.play(session.legal()[0] if session.legal() else "roll")   # the lesson moves alone
        session.next()
    assert session.finished and asked == sum(note.ask for note in lesson.notes) and wrong > 0
    assert session.match.steps == session.full.steps[:len(session.match.steps)]   # the record's own dice


def test_the_lesson_table_waits_for_the_move_then_goes_on_with_next():
    table = LessonTable(first_lesson("ribauds"))
    session = table.session
    assert session.asking() and table.next_button.disabled and "square 1" in table.note.value
    assert "Your move" in table.note.value
    wrong = next(a for a in session.legal() if a.notation != session.expected().notation)
    assert not table.play(wrong) and "Not quite" in table.note.value
    place = session.expected().targets[0]
    shape = next(s for s in session.scene.shapes() if s.id == place)
    x0, y0, x1, y1 = shape.bounds()
    table.table.click((x0 + x1) / 2, (y0 + y1) / 2)                 # the learner clicks the square
    assert session.answered and not table.next_button.disabled and "two purses" in table.note.value
    assert table.next()
    assert "hand of action cards" in table.note.value
    table.start_again()
    assert session.position == 0 and session.asking()


def test_a_note_that_asks_shows_with_next_already_disabled():
    """The browser draws each change as it comes: Next is disabled before the note that asks for a move shows, and
    enabled before the note that follows the move, so that no moment shows an asking note with Next to press."""
    table = LessonTable(first_lesson("ribauds"))
    session, seen = table.session, []
    table.note.observe(lambda change: seen.append((session.asking() or session.finished, table.next_button.disabled)),
                       "value")
    for _ in range(40):
        if session.finished:
            break
        if session.asking():
            table.play(session.expected())
        table.next()
    assert session.finished and len(seen) > 5
    assert all(disabled == waits for waits, disabled in seen)
    assert (True, True) in seen and (False, False) in seen


def test_the_lesson_table_speaks_french():
    table = LessonTable(first_lesson("street"), lang="fr")
    assert "lancez le dé" in table.note.value and table.next_button.description == "Suivant"
    assert "Votre coup" in table.note.value
    assert "La Street : lancer" in table.title.value


def test_a_lesson_goes_on_in_the_language_picked_and_keeps_it_when_started_again():
    table = LessonTable(first_lesson("street"))
    steps = list(table.session.match.steps)
    table.table.controls.language_picker.value = "fr"          # the Table's own picker (hidden in a lesson)
    assert "lancez le dé" in table.note.value and table.next_button.description == "Suivant"
    assert table.session.match.lang == "fr" and table.session.match.steps == steps
    assert not table.play("end") and "Pas tout à fait" in table.note.value
    table.start_again()
    assert table.session.match.lang == "fr" and "lancez le dé" in table.note.value
    table.speak("en")
    assert "Roll" in table.note.value and table.again_button.description == "Start again"
    assert table.session.match.lang == "en" and "Not quite" not in table.note.value


def test_in_a_lesson_the_table_s_own_controls_do_not_move_the_game():
    session = LessonSession(first_lesson("street"))
    for control in (session.step, session.undo, session.redo, session.branch, session.end_turn):
        assert control() is False
    assert session.position == 0 and not session.may_load()


def test_no_widget_of_the_table_moves_a_lesson_s_game():
    """A front end may set any widget, hidden or not: none takes the lesson's game off its record."""
    table = LessonTable(first_lesson("ribauds"))
    session, board = table.session, table.table
    steps = list(session.match.steps)
    board.controls.replay.value = 3                         # the decision slider
    board.autoplay.value = True                             # auto-play
    board.replay_game()
    for refused in (lambda: session.take_branch(0), lambda: session.take_loaded(gangs.new("ribauds", seed=2)),
                    lambda: session.choose_viewpoint(1), lambda: session.replay_to(5), lambda: session.time_up(0)):
        assert refused() is False
    assert session.match.steps == steps and session.asking() and not session.autoplay and not board.autoplay.value
    assert board.clock.widget.layout.display == "none" and board.ending.box.layout.display == "none"
    assert board.tick_clock() is False and session.match.steps == steps


def test_a_lesson_finds_its_record_again_when_its_game_was_moved_behind_its_back():
    session = LessonSession(first_lesson("ribauds"))
    expected = session.expected()
    other = next(action for action in session.legal() if action != expected)
    session.match.play(other)                               # a cell plays on the lesson's match itself, and
    session.match.undo(1)                                   # takes it back: Redo would play that move
    assert session.play(expected) and session.match.steps == session.full.steps[:len(session.match.steps)]
    session.match.undo(session.match.decisions)
    session.match.play(other)
    session.start_again()
    assert session.position == 0 and session.match.can_redo == session.full.decisions and session.asking()


def test_every_game_has_its_first_lesson():
    assert sorted(FIRST_LESSONS) == sorted(gangs.GAMES)


def test_a_game_without_a_first_lesson_is_refused():
    for bad in (None, "chess", 3):
        with pytest.raises(ValueError):
            first_lesson(bad)


def test_the_module_examples_are_true():
    import doctest

    import gangs.lesson
    import gangs.lessons

    assert doctest.testmod(gangs.lesson).failed == 0 and doctest.testmod(gangs.lessons).failed == 0
