// The options objects of the exports, read strictly (issue 40): a key the
// call does not take is a usage error naming it and the known key nearest to
// it (a misspelt key was once ignored without a word), a value of the wrong
// type is a bad request, and a number outside the range the CLI allows for
// the same flag is refused in the CLI's words (a negative regexSeconds was
// once taken).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/entity/regex_search.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/spec.hpp"

namespace fragid::wasm {

// Throws UsageError for the first key of `object` not in `known`:
// `options: unknown key "charSet" (did you mean "charset"?; known: ...)`.
void refuse_unknown_keys(const nlohmann::json& object, const std::vector<std::string_view>& known, std::string_view what);

// `name` of `object` as a boolean; false where absent or null.
bool flag_of(const nlohmann::json& object, const char* name);

// What resolve(), resolveFragments() and drawing() take, read once: the
// option keys of each call are listed in call_options.cpp, beside the CLI
// flag each stands for.
struct ResolveCall {
    std::optional<std::string> type;     // --type: `spec`, else `mediaType`
    std::vector<Spec> candidates;        // the specs the fragment may be in (choice/spec_choice.hpp)
    LineEndingSet endings;               // --line-endings
    std::optional<std::string> charset;  // --charset
    RegexLimits regex;                   // --regex-megabytes, --regex-seconds
    bool exact_fragment = false;         // the fragment itself, not typed input (typed_fragment.hpp)
};

// resolve(), resolveFragments(), drawing().
ResolveCall resolve_call_of(const nlohmann::json& options);

// explain(): only what says which grammar and how the fragment is typed.
ResolveCall explain_call_of(const nlohmann::json& options);

// The fragment of `typed` as the CLI takes it (grammar/typed_fragment.hpp:
// after the first '#', a URI without one a UsageError), or `typed` itself
// with exactFragment.
std::string fragment_to_read(const ResolveCall& call, std::string_view typed);

// The call's options, read once and kept while the calls that follow pass the
// same options text (a loop passes the same options every time): `read` is
// resolve_call_of or explain_call_of. An empty text is no options.
const ResolveCall& cached_call(std::string_view options_text, ResolveCall (*read)(const nlohmann::json&));

}  // namespace fragid::wasm
