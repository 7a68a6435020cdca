// The resolver's front door: a parsed fragment of any spec, or one as written
// with the spec it is in, resolved against an entity. Each spec's resolver is
// reached through the type of its parsed fragment (spec.hpp, fragment.hpp).
#pragma once

#include <string_view>
#include <variant>

#include "fragid/model/entity.hpp"
#include "fragid/model/fragment.hpp"
#include "fragid/model/syntax_error.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/regex_search.hpp"

namespace fragid {

class EntityMemo;  // entity_memo.hpp

struct ResolveOptions {
    RegexLimits regex;  // for the draft's match() (draft-wilde s.6)
    // Set by a caller that resolves many fragments in one entity's bytes: what
    // earlier resolutions read, for later ones to start from (entity_memo.hpp;
    // RFC 5147's resolver uses it).
    EntityMemo* memo = nullptr;
};

// Looks the entity's charset up once (its declared one, else the spec's
// default) and resolves; an unknown charset is an entity_error.
FragmentResult resolve(const ParsedFragment& fragment, const Entity& entity, const ResolveOptions& options = {});

// The same with the entity's charset already looked up (a caller that must
// say "unknown charset" its own way, as the CLI does).
FragmentResult resolve(const ParsedFragment& fragment, const Entity& entity, const Charset& charset,
                       const ResolveOptions& options = {});

// What a fragment outside `spec`'s grammar identifies: nothing, status
// syntax_error, the error's offset and message.
FragmentResult syntax_error_result(Spec spec, const SyntaxError& error);

// Parses `written` with `spec`'s grammar (grammar/fragment.hpp) first; a
// syntax error gives that spec's result with status syntax_error (RFC 5147
// s.4.4, RFC 7111 s.4.1), the offset into `written` and the message as reason.
FragmentResult resolve(Spec spec, std::string_view written, const Entity& entity, const ResolveOptions& options = {});

// resolve() for a spec known at compile time: resolve_as<Spec::rfc7111>("row=2", entity).
template <Spec S>
result_of<S> resolve_as(std::string_view written, const Entity& entity, const ResolveOptions& options = {}) {
    return std::get<result_of<S>>(resolve(S, written, entity, options));
}

}  // namespace fragid
