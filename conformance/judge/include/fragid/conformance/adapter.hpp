// The in-process adapter interface: how a C++ implementation is plugged into
// the conformance runner. The reference implements it (reference_adapter.hpp),
// and so does the out-of-process protocol client (process_adapter.hpp).
//
// To check your library: derive from Adapter, say in start() what you
// support, answer each Request in run(), and hand an instance to run_suite()
// (runner.hpp). Link fragid::conformance (find_package(fragid)).
#pragma once

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/outcome.hpp"

namespace fragid::conformance {

struct ImplementationInfo {
    std::string name;
    std::string version;
    std::string language;
    std::string homepage;
    friend bool operator==(const ImplementationInfo&, const ImplementationInfo&) = default;
};

constexpr LineEndingSet default_line_ending_context() {
    return LineEndingSet().with(LineEnding::crlf).with(LineEnding::lf);
}

// What an implementation declares it supports (docs/adapter-protocol.md s.1).
// A case that needs anything else is skipped, never failed.
struct Support {
    std::set<Spec> specs;
    bool length_check = false;                           // integrity: "length"
    bool md5_check = false;                              // integrity: "md5"
    std::vector<std::string> charsets{"US-ASCII", "UTF-8"};  // "*" for any
    // Per spec, where the handshake gave `charsets` as an object; a spec not
    // named there takes `charsets`.
    std::map<Spec, std::vector<std::string>> charsets_by_spec;
    const std::vector<std::string>& charsets_for(Spec spec) const {
        const auto it = charsets_by_spec.find(spec);
        return it == charsets_by_spec.end() ? charsets : it->second;
    }
    // The schemes it implements, per spec, where the handshake named them
    // (supports.schemes); a spec not named here implements every scheme it
    // defines. RFC 5147 s.4.3 leaves the integrity checks optional, and an
    // editor commonly implements line= only: a case whose fragment names a
    // scheme left out is skipped as that declaration, never failed.
    std::map<Spec, std::vector<std::string>> schemes_by_spec;
    std::vector<std::string> schemes_for(Spec spec) const {
        const auto it = schemes_by_spec.find(spec);
        return it == schemes_by_spec.end() ? schemes_of(spec) : it->second;
    }
    // Declares `names` (schemes `spec` defines) as the ones implemented, kept
    // in the spec's order; every scheme is the same as no declaration.
    void declare_schemes(Spec spec, const std::vector<std::string>& names) {
        std::vector<std::string> ordered;
        for (auto& scheme : schemes_of(spec))
            if (std::find(names.begin(), names.end(), scheme) != names.end()) ordered.push_back(std::move(scheme));
        if (ordered == schemes_of(spec)) schemes_by_spec.erase(spec);
        else schemes_by_spec[spec] = std::move(ordered);
    }
    // False for an implementation that reads any bytes without checking them
    // against the charset (or CSV against RFC 4180): cases whose only allowed
    // answer is entity-error are then skipped, not failed.
    bool validates_entities = true;
    // True for an adapter that parses the fragment itself and lets the package
    // only count (a package with no fragment parser): its results say how the
    // package measures, not that it implements the spec. Shown in the matrix.
    bool semantic_only = false;
    // The parts of an answer the adapter computes itself rather than takes
    // from the package under test (adapter_parts()): a cause whose evidence
    // rests on one says so, so that the library is not blamed for what its
    // adapter worked out. "claims" (what a producer's fragment is claimed to
    // identify), "characters", "bytes", "cells", "status".
    std::vector<std::string> adapter_computes;
    bool line_endings = false;  // takes the conventions in force as input
    // The conventions it treats as line endings when it is not told which are
    // in force: its own context (RFC 5147 s.4.1 "MUST take into account the
    // line ending conventions of the protocols and other contexts that they
    // work in"). Undeclared: CRLF (the s.4.1 SHOULD) and LF. A case whose
    // entity it would split into lines differently is skipped, not failed.
    LineEndingSet line_ending_context = default_line_ending_context();
    bool byte_offsets = true;   // text results carry byte offsets
    std::vector<std::string> features;
    // The kinds of fragments it produces (s.6), "<spec>-<kind>": "rfc7111-rows", "rfc5147-lines".
    std::vector<std::string> produce;
    friend bool operator==(const Support&, const Support&) = default;
};

// The parts adapter_computes may name, in the order the handshake writes them.
const std::vector<std::string>& adapter_parts();

struct Handshake {
    ImplementationInfo implementation;
    Support supports;
    // Fields of the handshake that protocol 1 does not define, as JSON
    // pointers ("/x", "/supports/x"), in order: ignored, since a later version
    // may add fields (docs/adapter-protocol.md s.5), and named in the report
    // so that a misspelt capability is seen, not silently taken as its default.
    std::vector<std::string> ignored_fields{};  // {}: `{implementation, supports}` stays a whole initializer
    friend bool operator==(const Handshake&, const Handshake&) = default;
};

// One fragment a producer emitted, and what it claims the fragment
// identifies, in the one Outcome model that resolver answers use.
struct Produced {
    std::string fragment;  // as it would stand in a URI after '#'
    Outcome claim;
    friend bool operator==(const Produced&, const Produced&) = default;
};

// What a producer emitted for a producer case (s.6): possibly nothing.
struct Emitted {
    std::vector<Produced> fragments;
    friend bool operator==(const Emitted&, const Emitted&) = default;
};

// The implementation cannot take the case (an unsupported feature, say).
struct Skipped {
    std::string reason;
    friend bool operator==(const Skipped&, const Skipped&) = default;
};

// No usable answer: why, and how the implementation failed.
struct Failure {
    enum class How {
        errored,    // it failed, or broke the protocol
        crashed,    // the adapter process died
        timed_out,  // no answer in time
    };
    How how = How::errored;
    std::string message;
    friend bool operator==(const Failure&, const Failure&) = default;
};

// What an implementation replied to one case: what a resolver identified (its
// Outcome), what a producer emitted, or why there is neither.
using Reply = std::variant<Outcome, Emitted, Skipped, Failure>;

// The answer to one case: the reply, and what came with it.
struct Answer {
    Answer() = default;
    // Built in place from any alternative, or from a Reply.
    template <class What>
        requires std::is_constructible_v<Reply, What&&>
    explicit Answer(What&& what) : reply(std::forward<What>(what)) {}

    // An answer nobody filled in is an error, never a result.
    Reply reply = Failure{Failure::How::errored, "no answer was given"};
    // The whole result as the implementation gave it, as a JSON value: the
    // reference's in the shape of `fragid resolve --json`, an adapter's the
    // "result" of its answer. Null when there is none. The protocol passes it
    // on as it is (protocol.hpp, answer_message()).
    nlohmann::json result;
    std::string raw;           // the answer line as received, shortened, for reports (out-of-process only)
    std::string stderr_tail;   // the end of the adapter's stderr (out-of-process only)
    // What the runner noticed on the way that is not this case's fault: an
    // earlier case's answer sent again and discarded (out-of-process only).
    std::vector<std::string> notes;
    bool adapter_unusable = false;  // the runner must restart it before the next case

    const Outcome* outcome() const { return std::get_if<Outcome>(&reply); }
};

class Adapter {
public:
    virtual ~Adapter() = default;
    // Throws std::runtime_error if the implementation cannot start.
    virtual Handshake start() = 0;
    virtual Answer run(const Request& request) = 0;
    // The fragments the implementation would emit for an entity (s.6). Only
    // called when the handshake declared the kind in supports.produce.
    virtual Answer produce(const ProduceRequest&) {
        return Answer{Skipped{"the implementation produces no fragments"}};
    }
    virtual void stop() {}
    // Ends a broken implementation and starts it again, replaying the
    // handshake. Nothing if it cannot be restarted at all (in-process);
    // throws std::runtime_error saying why if a restart was tried and failed.
    virtual std::optional<Handshake> restart() { return std::nullopt; }
};

}  // namespace fragid::conformance
