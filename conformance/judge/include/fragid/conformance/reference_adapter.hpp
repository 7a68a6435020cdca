// The reference resolver behind the adapter interface: what every other
// implementation is compared with.
#pragma once

#include "fragid/conformance/adapter.hpp"

namespace fragid::conformance {

class ReferenceAdapter final : public Adapter {
public:
    // Whether run() also gives the whole result as JSON. A caller that only
    // compares outcomes (the reference's side of a differential run) goes
    // without: building the JSON cost as much as resolving.
    enum class Results { as_json, outcome_only };
    explicit ReferenceAdapter(Results results = Results::as_json) : results_(results) {}

    Handshake start() override;
    // The outcome, and in `result` the whole result as `fragid resolve --json`
    // prints it (null with Results::outcome_only).
    Answer run(const Request& request) override;
    // A self-check of the producer protocol (docs/adapter-protocol.md s.6):
    // "rfc7111-rows" emits row=N for every record N, claiming its cells;
    // "rfc5147-lines" emits line=K for every line position K, claiming it.
    Answer produce(const ProduceRequest& request) override;

private:
    Results results_;
};

}  // namespace fragid::conformance
