// Checking a producer (docs/adapter-protocol.md s.6): every fragment it
// emitted is resolved by the reference, and must identify exactly what the
// producer claims it identifies.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/case.hpp"
#include "fragid/conformance/difference.hpp"

namespace fragid::conformance {

// One emitted fragment, what the reference says it identifies in the case's
// entity, and how that differs from the claim (nothing if it does not): the
// claim plays the expected outcome's part.
struct ProducedCheck {
    Produced produced;
    Outcome identified;
    std::optional<Difference> difference;
};

// Why a claim does not hold, in words: "#row=1 claimed ok cells {2,1 2,2},
// identifies ok cells {1,1 1,2}". Empty if it holds.
std::string claim_text(const ProducedCheck& check);

std::vector<ProducedCheck> check_produced(const Case& c, const std::vector<Produced>& produced, bool compare_bytes);

// Nothing if the producer passes the case: it emitted at least one fragment
// and every claim holds; otherwise why not, in words, naming the first few
// fragments that fail.
std::optional<std::string> producer_verdict(const std::vector<ProducedCheck>& checks);

}  // namespace fragid::conformance
