# Two commands on a fresh machine: `make play` and `make test`.
# Each creates .venv when it is missing and installs what it needs.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: play app test bench bench-cpp compiled bench-rooms serve stats notebooks catalogs mutants lite clean

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit("gangs needs Python 3.10 or newer") if sys.version_info < (3, 10) else None'
	$(PYTHON) -m venv $(VENV)

# `make play` installs what every notebook imports: the widgets (notebook), and for analyst.ipynb pandas, tqdm and
# matplotlib (analysis), OpenSpiel and PettingZoo (openspiel, pettingzoo), and websockets for the app's rooms
# (server). tests/test_make_play.py checks it against the notebooks.
PLAY_EXTRAS := notebook,analysis,openspiel,pettingzoo,server

$(VENV)/.installed-play: pyproject.toml Makefile | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[$(PLAY_EXTRAS)]'
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@ $(VENV)/.installed-play $(VENV)/.installed-server

# Jupyter refuses to run as root without --allow-root, and many containers run as root (tests/test_make_play.py).
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

play: $(VENV)/.installed-play
	$(BIN)/jupyter lab $(ALLOW_ROOT) --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/notebooks/00-start-here.ipynb

# The game as an app (no code shown), in Voilà: the page Binder's app link opens. Voilà starts a kernel for each
# page load; binder/voila.json has it culled once its page has gone (Binder's server reads the same file, installed
# by binder/postBuild). Voilà itself runs as root without asking. tests/test_app_kernels.py.
app: $(VENV)/.installed-play
	$(BIN)/voila --Voila.config_file_paths=binder notebooks/play.ipynb

# Every test: tests/ with pytest, and the notebooks run top to bottom and compared by nbval; on two processes
# (pytest-xdist), each test file (each notebook) whole on one of them, so its fixtures and kernel are its own.
# analyst.ipynb plays 500 games of each kind beside the 10 000 saved in benchmarks/results/; checked, it plays 40.
test: $(VENV)/.installed-dev
	GANGS_ANALYST_RUNS=40 $(BIN)/python -m pytest -n 2 --dist loadfile --nbval --nbval-current-env --nbval-sanitize-with tests/nbval-sanitize.cfg tests notebooks

# Re-run every notebook in place, so that its stored outputs (which nbval compares) are current.
notebooks: $(VENV)/.installed-dev
	cd notebooks && for nb in *.ipynb; do ../$(BIN)/jupyter nbconvert --to notebook --execute --inplace --ExecutePreprocessor.record_timing=False "$$nb" || exit 1; done

# The French (and any other) catalogues: extract every message marked with _(), N_() or n_() from the sources,
# merge them into gangs/kernel/locale/<lang>/LC_MESSAGES/<domain>.po (translations kept) and compile the .mo the games
# read. tests/test_catalogs.py fails when they are not current or a message has no translation.
catalogs: $(VENV)/.installed-dev
	$(BIN)/python -m gangs.kernel.catalogs update

# Mutation testing (not part of `make test`): mutmut puts small bugs into gangs/kernel and La Street's rules, one at
# a time, in a copy of the tree under .venv/mutants, runs their tests, and prints the score and the survivors
# (file, line, change). Parts, tests, sample size and seed: pyproject.toml, [tool.gangs.mutants].
# `make mutants MUTANTS_ARGS="--part street --sample 0"` tries every mutant of one part.
$(VENV)/.installed-mutants: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[mutants]'
	touch $@

mutants: $(VENV)/.installed-mutants
	$(BIN)/python benchmarks/mutants.py $(MUTANTS_ARGS)

# The notebooks that run in a browser as a static JupyterLite site in build/lite/: Python (Pyodide), this package,
# the widgets and every file the page loads are in it, so any static host serves it and the page needs no network.
# Pyodide's core comes from npm, the wheels from PyPI (cached in ~/.cache/gangs-lite). How: binder/lite/build.py.
# Try it: python3 -m http.server -d build/lite, then open http://127.0.0.1:8000/lab/index.html
$(VENV)/.installed-lite: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[lite]'
	touch $@

lite: $(VENV)/.installed-lite
	$(BIN)/python binder/lite/build.py

bench: $(VENV)/.installed-play
	$(BIN)/python benchmarks/throughput.py

# Each game's vital statistics (gangs stats), written again into its README; about 3 minutes on 2 cores.
stats: $(VENV)/.installed-play
	for game in street supergang chicago ribauds; do $(BIN)/gangs stats $$game --workers 2 --readme --quiet || exit 1; done

# Every game against OpenSpiel's C++ backgammon in one run (the same random-playout loop), the ratio table.
$(VENV)/.installed-openspiel: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[openspiel]'
	touch $@

bench-cpp: $(VENV)/.installed-openspiel
	$(BIN)/python benchmarks/against_cpp.py $(BENCH_ARGS)

# The optional compiled engine: the modules that play compiled by Cython into build/compiled/ (about 3 minutes on 2
# cores the first time), checked to play the same games as the pure package, then the ratio table of each. Use it
# with PYTHONPATH=build/compiled; nothing else changes (benchmarks/compiled.py).
$(VENV)/.installed-compiled: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[compiled,openspiel]'
	touch $@

compiled: $(VENV)/.installed-compiled
	$(BIN)/python benchmarks/compiled.py $(BENCH_ARGS)

# The table server (gangs serve, for players at separate screens) and its load on loopback: 50 rooms of 4 seats
# playing at once, the decisions a second and the time from an action to every seat's new view.
$(VENV)/.installed-server: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[server]'
	touch $@

serve: $(VENV)/.installed-server
	$(BIN)/gangs serve $(SERVE_ARGS)

bench-rooms: $(VENV)/.installed-server
	$(BIN)/python benchmarks/rooms_load.py $(BENCH_ARGS)

clean:
	rm -rf $(VENV) *.egg-info
