// A conformance case: one fragment, one entity's exact bytes, and the
// outcome the specification requires (conformance/README.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "fragid/model/entity.hpp"
#include "fragid/conformance/outcome.hpp"
#include "fragid/model/spec.hpp"

namespace fragid::conformance {

// The specs and what is known of each: fragid/model/spec.hpp.
using fragid::Spec;

// How strongly the specification requires what a case tests. Only `must`
// counts against "conformant".
enum class Level { must, should, may, impl_defined, erratum };
std::string_view to_string(Level level) noexcept;  // "must", ..., "impl-defined", "erratum"
std::optional<Level> level_from_string(std::string_view name) noexcept;

// The entity of a case, owning its bytes (vectors are small).
struct CaseEntity {
    std::string bytes;
    std::optional<std::string> charset;  // absent: the media type's default
    LineEndingSet line_endings = LineEndingSet::all();
    Entity view() const { return Entity{bytes, charset, line_endings}; }
};

// What a resolver case checks: a fragment, and every outcome the spec allows.
struct ResolveCheck {
    std::string fragment;  // as written after '#', percent-escapes kept
    // `expect`: one outcome; `expect_any`: every acceptable one.
    std::vector<Outcome> acceptable;
    bool expect_any = false;
    // With expect_any: which of `acceptable` is fragid's own reading (the
    // reference answers it); lint requires it with every expect_any. Another
    // acceptable answer passes, reported as "allowed; differs from fragid's
    // reading".
    std::optional<std::size_t> reference_choice;
    // The index of fragid's reading: the first answer where none is named.
    std::size_t fragids_reading() const { return reference_choice.value_or(0); }
    // An impl-defined case with a single answer says why no other answer is
    // defensible (lint requires it).
    std::optional<std::string> single_answer;
};

// What a producer case (conformance/producer/, docs/adapter-protocol.md s.6)
// checks: the fragments an implementation would emit for the case's entity.
// It has no fragment and no outcomes: each emitted fragment carries its own
// claim, which the runner checks with the reference.
struct ProduceCheck {
    std::string kind;  // "rows", "lines"
};

struct Case {
    std::string id;
    std::string description;
    Spec spec = Spec::rfc5147;
    std::string section;
    std::optional<std::string> quote;
    // The document the quote is from when it is not `spec`'s own text
    // ("RFC 3986 s.2.3"); lint then does not look for it in the spec texts.
    std::optional<std::string> quote_source;
    Level level = Level::must;
    std::vector<std::string> requirements;
    std::vector<std::string> tags;
    std::vector<std::string> features;
    CaseEntity entity;
    std::variant<ResolveCheck, ProduceCheck> check;
    // Where the case was read, for messages: "conformance/vectors/x.yaml:12".
    std::string origin;

    const ResolveCheck* resolves() const { return std::get_if<ResolveCheck>(&check); }
    const ProduceCheck* produces() const { return std::get_if<ProduceCheck>(&check); }
};

// What an implementation is given for one case: never the expected outcome.
struct Request {
    std::string_view id;
    Spec spec = Spec::rfc5147;
    std::string_view fragment;
    Entity entity;
};

inline Request request_for(const Case& c, const ResolveCheck& check) {
    return Request{c.id, c.spec, check.fragment, c.entity.view()};
}

// What a producer is given: an entity, and the kind of fragments asked for.
struct ProduceRequest {
    std::string_view id;
    Spec spec = Spec::rfc7111;
    std::string_view kind;  // "rows", "lines"
    Entity entity;
};

inline ProduceRequest produce_request_for(const Case& c, const ProduceCheck& check) {
    return ProduceRequest{c.id, c.spec, check.kind, c.entity.view()};
}

}  // namespace fragid::conformance
