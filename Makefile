# Thin wrapper over Meson: `make` builds, `make check` runs every test (plain
# build, then the same suite under ASan+UBSan), `make run` compiles an example.
BUILD      ?= build
ASAN_BUILD ?= build-asan
MESON      ?= meson
EXAMPLE    ?= examples/mlp_bf16.mlir

.PHONY: all check check-fast run deps clean golden-update bench memcheck

all: $(BUILD)/build.ninja
	ninja -C $(BUILD)

deps:
	@scripts/install-deps.sh

$(BUILD)/build.ninja: | deps
	$(MESON) setup $(BUILD)

$(ASAN_BUILD)/build.ninja: | deps
	$(MESON) setup $(ASAN_BUILD) -Db_sanitize=address,undefined -Db_lundef=false

run: all
	./$(BUILD)/npucc $(EXAMPLE) --target=npu --list-dispatches -o $(BUILD)/example.isa
	@echo "npu_model program: $(BUILD)/example.isa, task graph: $(BUILD)/example.json"

check-fast: all
	$(MESON) test -C $(BUILD) --print-errorlogs

check: all $(ASAN_BUILD)/build.ninja
	$(MESON) test -C $(BUILD) --print-errorlogs
	ninja -C $(ASAN_BUILD)
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	  $(MESON) test -C $(ASAN_BUILD) --print-errorlogs --no-suite slow

golden-update: all
	NPUCC=$(BUILD)/npucc test/golden/update.sh

bench: all
	ninja -C $(BUILD) bench

# valgrind over a representative subset (slow: about 10 s of CPU per run)
memcheck: all
	test/valgrind/memcheck.sh $(BUILD)/npucc

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
