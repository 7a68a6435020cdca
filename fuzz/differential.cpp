// libFuzzer, differential: any implementation against the reference. Each
// input is a case (byte 0: the spec; then fuzz_support.hpp's case_from: the
// charset, the fragment up to the first newline, the entity's exact bytes);
// coverage of the reference side guides what the implementation is sent.
// Any semantic difference - status, character or byte range, cells, spans -
// or a crash, hang or protocol violation of the implementation prints the case
// as a ready-to-paste YAML vector and aborts (random_check/differential.hpp decides
// what differs; where the spec leaves a choice, both answers pass).
//
// The implementation under test:
//  - out of process, any language: FRAGID_DIFFERENTIAL_IMPL='python3 my_adapter.py'
//    in the environment; the adapter is started once and kept (docs/adapter-protocol.md);
//    FRAGID_DIFFERENTIAL_TIMEOUT_MS bounds each answer (default 10000);
//  - in process, C++: build with -DFRAGID_DIFFERENTIAL_ADAPTER=path/to/file.cpp, a file
//    that defines fragid::fuzz::make_implementation_under_test() (see
//    implementation_under_test.cpp, the default: the reference itself).
// Throughput (cases/s) is printed to stderr every 10000 cases.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>

#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fragid/model/spec.hpp"
#include "fragid/random_check/differential.hpp"
#include "fragid/random_check/vector_writer.hpp"
#include "fuzz_support.hpp"
#include "implementation_under_test.hpp"

namespace {

using namespace fragid;
using namespace fragid::conformance;

struct Harness {
    ReferenceAdapter reference{ReferenceAdapter::Results::outcome_only};  // its outcomes are all that is compared
    std::unique_ptr<Adapter> implementation;
    Handshake handshake;
    std::string described;
    std::size_t cases = 0;
    std::chrono::steady_clock::time_point since = std::chrono::steady_clock::now();

    Harness() {
        if (const char* command = std::getenv("FRAGID_DIFFERENTIAL_IMPL"); command && *command) {
            ProcessOptions options;
            options.command = command;
            // Per answer; the handshake, the adapter's start included, has ProcessOptions' own 30 s.
            const char* timeout = std::getenv("FRAGID_DIFFERENTIAL_TIMEOUT_MS");
            options.timeout = std::chrono::milliseconds(timeout && *timeout ? std::atol(timeout) : 10'000);
            options.schema_dir = fuzz::suite_dir() / "schema" / "protocol";
            implementation = std::make_unique<ProcessAdapter>(options);
            described = std::string("FRAGID_DIFFERENTIAL_IMPL='") + command + "'";
        } else {
            implementation = fuzz::make_implementation_under_test();
            described = "the in-process implementation under test";
        }
        try {
            handshake = implementation->start();
        } catch (const std::exception& e) {
            std::fprintf(stderr, "fragid differential: %s did not start: %s\n", described.c_str(), e.what());
            std::exit(2);
        }
        std::fprintf(stderr, "fragid differential: %s %s (%s) against the reference\n",
                     handshake.implementation.name.c_str(), handshake.implementation.version.c_str(), described.c_str());
    }

    void count() {
        if (++cases % 10000 != 0) return;
        const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - since;
        std::fprintf(stderr, "fragid differential: %zu cases, %.0f cases/s\n", cases, double(cases) / seconds.count());
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static Harness harness;  // here, not in LLVMFuzzerInitialize: the replay main has none
    if (size < 2) return 0;
    const auto fuzzed = fuzz::case_from(data + 1, size - 1);

    Case c;
    c.id = "differential";
    c.spec = spec_table[data[0] % spec_count].spec;  // the first byte picks a row of the spec table
    conformance::ResolveCheck check;  // no expected outcome: the reference's answer is the expectation
    check.fragment = random_check::representable_fragment(fuzzed.fragment);
    c.check = std::move(check);
    c.entity = CaseEntity{std::string(fuzzed.entity.bytes), fuzzed.entity.charset,
                          LineEndingSet::all()};  // explicit conventions leave CR LF open (docs/interpretations.md)
    const auto comparison = random_check::compare_with_reference(harness.reference, *harness.implementation, harness.handshake, c);
    harness.count();
    if (comparison.kind != random_check::Comparison::Kind::differ) return 0;
    std::cerr << random_check::finding_yaml(comparison, {"Found by fuzz/differential.cpp against " + harness.described})
              << "fragid differential: FINDING: " << comparison.what << std::endl;
    std::abort();
}
