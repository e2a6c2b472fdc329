#!/usr/bin/env bash
# Builds docgen's libFuzzer targets outside SwiftPM and runs each for a fixed time.
#
#   fuzz/run.sh                     build, replay fuzz/regressions, fuzz every target 60 s
#   FUZZ_SECONDS=600 fuzz/run.sh    longer runs
#   fuzz/run.sh markdown links      only these targets
#
# Targets (harnesses in fuzz/harness/<target>.swift, seeds in fuzz/corpus/<target>/, optional
# libFuzzer dictionaries in fuzz/dict/<target>.dict, reproducers of fixed crashes in
# fuzz/regressions/<target>/, replayed before fuzzing):
#   frontmatter  PageParts (front matter), YAMLReader (libyaml), SiteConfig.parse, diagnostics
#   template     Template parse + TemplateSet.render with a fixed context
#   markdown     ParsedPage.parse (cmark-gfm, admonitions, outline) + HTMLRenderer
#   mdx          MarkdownParser.parse(syntax: .mdx) (MDXScanner, MDXGrammar, the fold) + HTMLRenderer;
#                no marker or raw HTML left in the tree, every location inside the page
#   prose        CountClaimExtractor, PageContent, TableRule.bind/check, NameRule, CountRule
#   symbolgraph  SymbolGraphLoader.decode → SymbolGraph, APISurfaceReader.surface, APIModel
#   links        SiteLinkRewriter.rewrite/resolve/hasScheme/decoded
#   sitepath     SitePath.resolve against a folder with symlinks leading out
#   sourcemodel  one Swift file through SourceModelReader (SwiftParser, SwiftIfConfig), the graph
#                writer and loader, APISurfaceReader; DeclarationTextParser, PackageManifestReader;
#                the same text as a sample (SamplePlaceholders, SwiftSampleReader, #if regions)
#   sanitizer    HTMLSanitizer (gumbo) alone and as a page body around docgen markup; the output
#                parsed again must hold nothing that runs (SafetyOracle) and be stable
#   searchindex  a rebuild's read-back of the last search index (WrittenDictionary, the postings
#                scan and splice, the chunk cutter) from any chunk bytes; a writable index
#                rebuilt twice with the same edit is a fixed point
#
# The real sources are compiled with -sanitize=fuzzer,address (FUZZ_SANITIZERS), module by module as SwiftPM
# would (every module from DocgenSupport up to DocgenCheck, in the package's order), with
# -enable-testing so the harnesses can `@testable import` internal API, and linked with each
# harness. SitePath.swift is compiled into the sitepath harness's own module (with DocgenSupport), the tests'
# SafetyOracle.swift into the sanitizer harness's.
#
# Environment:
#   FUZZ_SECONDS     seconds per target (default 60)
#   FUZZ_BUILD_DIR   where binaries go (default fuzz/.build; keep it out of git)
#   FUZZ_WORK        where new corpus units, crash artifacts and logs go (default: a new
#                    /tmp/docgen-fuzz.XXXXXX, printed at the end; the checked-in seeds are
#                    only read)
#   FUZZ_JOBS        targets fuzzed at once (default 1)
#   FUZZ_WORKERS     processes per target (default 1), sharing its corpus (each picks up the
#                    others' new units); logs log, log.2, …; the executions are their sum. With
#                    -runs=N in FUZZ_ARGS each worker stops after N.
#   FUZZ_SKIP_BUILD  1 to reuse the binaries in FUZZ_BUILD_DIR; "modules" to rebuild only the harnesses
#   FUZZ_ARGS        extra libFuzzer flags, e.g. "-max_len=65536"
#   FUZZ_SANITIZERS  what the sources are compiled with (default fuzzer,address). "fuzzer" alone
#                    (in a FUZZ_BUILD_DIR of its own) for long runs of sourcemodel: the code it
#                    reaches holds no unsafe pointers (Swift checks its bounds and overflows
#                    itself, and a trap is a crash to libFuzzer) and SwiftSyntax, a toolchain
#                    library, is not instrumented, so AddressSanitizer finds nothing more there
#                    and makes each run about twice as slow. Targets that reach C (cmark-gfm,
#                    libyaml, gumbo) or docgen's byte-level code keep address.
#   SWIFTC           the compiler (default: swiftc on PATH)
#   DOCGEN_SWIFT_HOST  the toolchain's lib/swift/host (default: found from swiftc, as Package.swift does)
#
# Exit status: 0 when no target crashed, hung, ran out of memory or failed a regression; 1 otherwise.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"

seconds=${FUZZ_SECONDS:-60}
build=${FUZZ_BUILD_DIR:-fuzz/.build}
jobs=${FUZZ_JOBS:-1}
workers=${FUZZ_WORKERS:-1}
swiftc=${SWIFTC:-swiftc}
all_targets=(frontmatter template markdown mdx prose symbolgraph links sitepath sanitizer sourcemodel searchindex)
if [ $# -gt 0 ]; then targets=("$@"); else targets=("${all_targets[@]}"); fi
for t in "${targets[@]}"; do
    [ -f "fuzz/harness/$t.swift" ] || { echo "unknown target '$t' (known: ${all_targets[*]})" >&2; exit 2; }
done

if [ -n "${DOCGEN_SWIFT_HOST:-}" ]; then
    host=$DOCGEN_SWIFT_HOST
else
    host=$(dirname "$(dirname "$(readlink -f "$(command -v "$swiftc")")")")/lib/swift/host
fi
[ -f "$host/SwiftParser.swiftmodule" ] || [ -d "$host/SwiftParser.swiftmodule" ] || {
    echo "no SwiftSyntax modules in $host; set DOCGEN_SWIFT_HOST" >&2; exit 2; }

mkdir -p "$build/modules" "$build/obj" "$build/bin"
build=$(cd "$build" && pwd)

# The package's C targets (each Sources/<name>/include/*.h and *.c), with the module maps
# SwiftPM would make for them.
c_targets=(CPlatform CCmarkArena CUnicodeNormalization CPCRE2 CSearchText CThemeScripts)
sanitizers=${FUZZ_SANITIZERS:-fuzzer,address}
case $sanitizers in fuzzer|fuzzer,address) ;; *) echo "FUZZ_SANITIZERS: fuzzer or fuzzer,address, not '$sanitizers'" >&2; exit 2 ;; esac
c_sanitizers=${sanitizers/fuzzer/fuzzer-no-link}
common=(-sanitize="$sanitizers" -parse-as-library -swift-version 6 -O -g -package-name docgen
        -module-cache-path "$build/module-cache"
        -I "$build/modules" -I Sources/CCmarkGFM -I Sources/CYAML -I Sources/CGumbo -I Sources/CICU -I Sources/CStemmer -I "$host")
for c in "${c_targets[@]}"; do common+=(-I "$build/cmod/$c"); done
libs=(-lcmark-gfm -lcmark-gfm-extensions -lyaml -lgumbo -ldl -licuuc -lstemmer -lz
      -L "$host" -Xlinker -rpath -Xlinker "$host"
      -lSwiftSyntax -lSwiftParser -lSwiftParserDiagnostics -lSwiftDiagnostics -lSwiftIDEUtils
      -lSwiftIfConfig -lSwiftOperators -lSwiftSyntaxBuilder -lSwiftBasicFormat)

# Whole modules, as SwiftPM builds them, so the fuzzers run the shipped code. What SwiftPM
# generates is made here: the embedded resources of DocgenTheme (PackageResources, one
# [UInt8] per file, named as SwiftPM names them) and the C targets' module maps. DocgenServe is not built: it needs libmicrohttpd; sitepath compiles
# SitePath.swift alone into its harness's module, linked with DocgenSupport.
swift_files() { find "$@" -name '*.swift' | LC_ALL=C sort; }

embedded_resources() {  # folder output
    local folder=$1 out=$2 file name
    {
        echo "// Generated by fuzz/run.sh as SwiftPM generates it for resources: [.embedInCode(...)]."
        echo "struct PackageResources {"
        find -L "$folder" -type f | LC_ALL=C sort | while read -r file; do
            name=$(basename "$file" | sed 's/[^A-Za-z0-9_]/_/g; s/^[0-9]/_/')
            printf 'static let %s: [UInt8] = [%s]\n' "$name" "$(od -An -v -tu1 "$file" | tr -s ' \n' ',' | sed 's/^,//; s/,$//')"
        done
        echo "}"
    } > "$out"
}

c_module() {  # name
    local name=$1 header source
    echo "== C module $name"
    mkdir -p "$build/cmod/$name"
    {
        echo "module $name {"
        for header in "Sources/$name"/include/*.h; do echo "  header \"$repo/$header\""; done
        echo "  export *"
        echo "}"
    } > "$build/cmod/$name/module.modulemap"
    for source in "Sources/$name"/*.c; do
        # As Package.swift defines it: where the gzipped Mermaid the theme assembles in is.
        clang -fsanitize="$c_sanitizers" -O1 -g -I "Sources/$name/include" \
            -DDOCGEN_MERMAID_PATH="\"$repo/Sources/CThemeScripts/mermaid.min.js.gz\"" -c "$source" -o "$build/obj/$name-$(basename "$source" .c).o"
    done
}

module() {  # name files...
    local name=$1; shift
    echo "== module $name ($# files)"
    "$swiftc" "${common[@]}" -module-name "$name" -enable-testing -wmo \
        -emit-module -emit-module-path "$build/modules/$name.swiftmodule" \
        -emit-object -o "$build/obj/$name.o" "$@"
}

# The package's Swift modules below DocgenServe, dependencies first.
swift_modules=(DocgenSupport DocgenMarkdown DocgenHTML DocgenSite DocgenSwift DocgenAPIModel DocgenSearch DocgenTheme DocgenRender
               DocgenBuild DocgenCheck)
objects=()
for m in "${swift_modules[@]}"; do objects+=("$build/obj/$m.o"); done
for c in "${c_targets[@]}"; do for source in "Sources/$c"/*.c; do objects+=("$build/obj/$c-$(basename "$source" .c).o"); done; done

harness() {  # target
    local t=$1
    echo "== target $t"
    case $t in
        sitepath)
            "$swiftc" "${common[@]}" -use-ld=lld -module-name SitePathFuzz -o "$build/bin/$t" \
                fuzz/harness/sitepath.swift Sources/DocgenServe/SitePath.swift "$build/obj/DocgenSupport.o" "$build/obj/CPlatform-platform.o" ;;
        sanitizer)
            "$swiftc" "${common[@]}" -use-ld=lld -module-name Fuzz_sanitizer -o "$build/bin/$t" \
                fuzz/harness/sanitizer.swift Tests/DocgenTestSupport/SafetyOracle.swift "$build/obj/DocgenHTML.o" -lgumbo ;;
        *)
            "$swiftc" "${common[@]}" -use-ld=lld -module-name "Fuzz_$t" -o "$build/bin/$t" "fuzz/harness/$t.swift" \
                "${objects[@]}" "${libs[@]}" ;;
    esac
}

skip=${FUZZ_SKIP_BUILD:-0}
if [ "$skip" != 1 ] && [ "$skip" != modules ]; then
    mkdir -p "$build/gen"
    for c in "${c_targets[@]}"; do c_module "$c"; done
    embedded_resources Sources/DocgenTheme/Files "$build/gen/DocgenTheme_embedded_resources.swift"
    # DocgenRender embeds one file, the highlighters' grammars.
    mkdir -p "$build/gen/DocgenRender"
    cp Sources/DocgenRender/Highlight/Grammars/lexers.json "$build/gen/DocgenRender/"
    embedded_resources "$build/gen/DocgenRender" "$build/gen/DocgenRender_embedded_resources.swift"
    for m in "${swift_modules[@]}"; do
        if [ "$m" = DocgenTheme ] || [ "$m" = DocgenRender ]; then
            module "$m" $(swift_files "Sources/$m") "$build/gen/${m}_embedded_resources.swift"
        else
            module "$m" $(swift_files "Sources/$m")
        fi
    done
fi
if [ "$skip" != 1 ]; then
    for t in "${targets[@]}"; do harness "$t"; done
fi

work=${FUZZ_WORK:-$(mktemp -d /tmp/docgen-fuzz.XXXXXX)}
mkdir -p "$work"
work=$(cd "$work" && pwd)
export DOCGEN_FUZZ_MODEL="$repo/models/sdk4"
# LeakSanitizer is off: Swift's lazily created metadata and global caches are not leaks.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
# Swift's own backtracer reads other threads' memory, which ASan reports as a second crash;
# libFuzzer's handler prints the stack instead.
export SWIFT_BACKTRACE="enable=no"

status=0

# 1. Every reproducer kept under fuzz/regressions/<target>/ must now pass.
for t in "${targets[@]}"; do
    dir=fuzz/regressions/$t
    compgen -G "$dir/*" > /dev/null || continue
    if "$build/bin/$t" -rss_limit_mb=2048 -timeout=10 "$dir"/* > "$work/regressions-$t.log" 2>&1; then
        echo "regressions $t: $(ls "$dir" | wc -l) pass"
    else
        echo "regressions $t: FAIL (see $work/regressions-$t.log)"
        status=1
    fi
done

# 2. Fuzz. New corpus units go to $work/<target>/corpus (the first corpus directory, where
# libFuzzer writes); the checked-in seeds are read only.
fuzz_one() {
    local t=$1 dir=$work/$1 dict=() w log
    mkdir -p "$dir/corpus" "$dir/artifacts"
    rm -f "$dir"/log.[0-9]*
    [ -f "fuzz/dict/$t.dict" ] && dict=(-dict="fuzz/dict/$t.dict")
    for w in $(seq 1 "$workers"); do
        log=$dir/log
        [ "$w" -eq 1 ] || log=$dir/log.$w
        # shellcheck disable=SC2086
        "$build/bin/$t" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -detect_leaks=0 -print_final_stats=1 \
            -artifact_prefix="$dir/artifacts/" "${dict[@]}" ${FUZZ_ARGS:-} "$dir/corpus" "fuzz/corpus/$t" > "$log" 2>&1 &
    done
    wait
}

running=0
for t in "${targets[@]}"; do
    fuzz_one "$t" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then wait -n || true; running=$((running - 1)); fi
done
wait

printf '\n%-12s %12s %8s %8s %s\n' target executions exec/s crashes artifacts
for t in "${targets[@]}"; do
    dir=$work/$t
    # Summed over the workers' logs (log, log.2, …); a glob that matches nothing is no file.
    logs=("$dir"/log)
    for log in "$dir"/log.[0-9]*; do [ -f "$log" ] && logs+=("$log"); done
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "${logs[@]}" | awk '{ n += $1 } END { if (NR) print n }')
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "${logs[@]}" | awk '{ n += $1 } END { if (NR) print n }')
    found=$(find "$dir/artifacts" -type f | wc -l)
    [ "$found" -eq 0 ] || status=1
    printf '%-12s %12s %8s %8s %s\n' "$t" "${execs:-?}" "${rate:-?}" "$found" \
        "$( [ "$found" -eq 0 ] && echo - || find "$dir/artifacts" -type f -printf '%f ' )"
done
echo
echo "logs, new corpus units and artifacts: $work"
echo "minimize a crash: $build/bin/<target> -minimize_crash=1 -runs=100000 -artifact_prefix=/tmp/min- <artifact>"
exit $status
