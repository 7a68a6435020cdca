// Checking a producer (docs/adapter-protocol.md s.6): every fragment it
// emitted is resolved by the reference, and must identify exactly what the
// producer claims it identifies.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/case.hpp"

namespace fragid::conformance {

// One emitted fragment, what the reference says it identifies in the case's
// entity, and how that differs from the claim (nothing if it does not).
struct ProducedCheck {
    Produced produced;
    Outcome identified;
    std::optional<std::string> difference;
};

std::vector<ProducedCheck> check_produced(const Case& c, const std::vector<Produced>& produced, bool compare_bytes);

// Nothing if the producer passes the case: it emitted at least one fragment
// and every claim holds; otherwise why not, in words, naming the first few
// fragments that fail.
std::optional<std::string> producer_verdict(const std::vector<ProducedCheck>& checks);

}  // namespace fragid::conformance
