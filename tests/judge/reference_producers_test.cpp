// The reference adapter's producers (docs/adapter-protocol.md s.6) follow the
// spec table's producer kinds: its handshake declares each spec's kind, it
// produces for a declared kind, and it skips any other, saying what it produces.
#include <gtest/gtest.h>

#include <string>
#include <variant>
#include <vector>

#include "fragid/conformance/reference_adapter.hpp"

namespace fragid::conformance {
namespace {

std::vector<std::string> table_capabilities() {
    std::vector<std::string> kinds;
    for (const auto& d : spec_table)
        if (!d.producer_kind.empty()) kinds.push_back(produce_capability(d.spec, d.producer_kind));
    return kinds;
}

TEST(ReferenceProducers, TheHandshakeDeclaresEachSpecsProducerKind) {
    ReferenceAdapter reference;
    EXPECT_EQ(reference.start().supports.produce, (std::vector<std::string>{"rfc5147-lines", "rfc7111-rows"}));
    EXPECT_EQ(reference.start().supports.produce, table_capabilities());
}

TEST(ReferenceProducers, ADeclaredKindProducesFragments) {
    ReferenceAdapter reference;
    reference.start();
    for (const auto& d : spec_table) {
        if (d.producer_kind.empty()) continue;
        const std::string bytes = d.spec == Spec::rfc7111 ? "a,b\r\nc,d\r\n" : "one\ntwo\n";
        const auto answer = reference.produce(ProduceRequest{"x", d.spec, d.producer_kind, Entity{bytes, std::nullopt, LineEndingSet::all(), nullptr}});
        const auto* emitted = std::get_if<Emitted>(&answer.reply);
        ASSERT_NE(emitted, nullptr) << d.name;
        EXPECT_FALSE(emitted->fragments.empty()) << d.name;
    }
}

TEST(ReferenceProducers, AnotherKindIsSkippedNamingWhatItProduces) {
    ReferenceAdapter reference;
    reference.start();
    for (const auto& d : spec_table) {
        const auto answer = reference.produce(ProduceRequest{"x", d.spec, "words", Entity{"a\n", std::nullopt, LineEndingSet::all(), nullptr}});
        const auto* skipped = std::get_if<Skipped>(&answer.reply);
        ASSERT_NE(skipped, nullptr) << d.name;
        EXPECT_EQ(skipped->reason, "the reference produces rfc5147-lines, rfc7111-rows only") << d.name;
    }
}

}  // namespace
}  // namespace fragid::conformance
