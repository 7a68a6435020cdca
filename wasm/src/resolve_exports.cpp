// resolve for JavaScript (npm/index.mjs): each answer is the object `fragid
// resolve --json [--type T] [--charset C] [--line-endings L] FRAGMENT FILE`
// prints, through the same code where the CLI's is free of files and streams
// (choice/: spec_choice.hpp, local_charset.hpp; grammar/typed_fragment.hpp):
//   resolve:           one fragment, as typed (or exactly, with exactFragment);
//   resolve_fragments: a list of them in one entity, as `resolve --fragments`
//                      answers the lines of its LIST: the entity read about
//                      once (EntityMemo), each spec's charset chosen once, and
//                      an input that holds no fragment answered {"error"};
//   fragment_of:       the fragment in typed input and where it starts there;
//   check_options:     what resolve() would refuse before reading the entity.
// The entity's bytes are in memory: `entity` and `size` from JavaScript. The
// fragment and the options come as they are, not inside a JSON request, and
// the options are read once for as long as calls pass the same text
// (call_options.hpp): a small resolve() is mostly the resolver's own work.
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "answer_text.hpp"
#include "call_options.hpp"
#include "entity_options.hpp"
#include "exported_call.hpp"
#include "fragid/choice/usage_error.hpp"
#include "fragid/conformance/json_depth.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/grammar/typed_fragment.hpp"
#include "fragid/reference/entity_memo.hpp"
#include "fragid/reference/resolve.hpp"
#include "regex_budget.hpp"

namespace fragid::wasm {
namespace {

// What is shared by the fragments resolved in one entity: as the CLI's
// BatchEntity (cli/resolve_command.cpp), each spec's charset looked up the
// first time a fragment of that spec needs it, and what resolving learnt
// about the entity (EntityMemo: where its lines and characters are, its md5).
struct EntityReading {
    const ResolveCall& call;
    std::string_view bytes;
    std::map<Spec, EntityCharset> charsets;
    EntityMemo memo;

    const EntityCharset& charset(Spec spec) {
        auto found = charsets.find(spec);
        if (found == charsets.end()) found = charsets.emplace(spec, charset_for(call.charset, call.type, spec, bytes)).first;
        return found->second;
    }
};

// What `resolve --json` prints for `fragment` (the fragment itself): the result, and the charset and why,
// as JSON text (answer_text.hpp: the same text as json_text() of the CLI's tree, without the tree).
std::string resolved_text(const std::string& fragment, EntityReading& reading, bool share_memo) {
    const auto recognised = recognise_fragment(fragment, reading.call.candidates);
    const auto& charset = reading.charset(recognised.spec);
    const Entity entity{reading.bytes, charset.charset.name, reading.call.endings, nullptr};
    ResolveOptions resolving;
    resolving.regex = reading.call.regex;
    if (share_memo) resolving.memo = &reading.memo;
    const auto* error = std::get_if<SyntaxError>(&recognised.parsed);
    const FragmentResult result = error ? syntax_error_result(recognised.spec, *error)
                                        : resolve(std::get<ParsedFragment>(recognised.parsed), entity, charset.charset,
                                                  resolving);
    return answer_text(result, {charset.charset.name, choice::to_string(charset.chosen.source)});
}

// Set by resolveBounded (npm/index.mjs) after it ended a Worker that ran out of time (regex_budget.hpp).
struct TimeSpent {
    explicit TimeSpent(bool spent) { set_regex_time_spent(spent); }
    ~TimeSpent() { set_regex_time_spent(false); }
    TimeSpent(const TimeSpent&) = delete;
    TimeSpent& operator=(const TimeSpent&) = delete;
};

std::string resolve_typed(std::string_view typed, std::string_view options, std::string_view bytes, bool time_spent) {
    const auto& call = cached_call(options, resolve_call_of);
    const auto fragment = fragment_to_read(call, typed);
    const TimeSpent spent(time_spent);
    EntityReading reading{call, bytes, {}, {}};
    return resolved_text(fragment, reading, false);
}

// The list: a JSON array of strings. Each is answered as `resolve --fragments`
// answers a line, without "line" (its place in the array says it): the array's JSON text.
std::string resolve_list(std::string_view list, std::string_view options, std::string_view bytes) {
    const auto& call = cached_call(options, resolve_call_of);
    const auto typed = conformance::parse_json_bounded(list);  // as every request (exported_call.cpp)
    if (!typed.is_array()) throw BadRequest("the fragments must be an array of strings");
    for (const auto& one : typed)
        if (!one.is_string()) throw BadRequest("the fragments must be an array of strings");
    EntityReading reading{call, bytes, {}, {}};
    std::string answers = "[";
    for (const auto& one : typed) {
        if (answers.size() > 1) answers += ',';
        std::string fragment;
        try {
            fragment = fragment_to_read(call, one.get_ref<const std::string&>());
        } catch (const choice::UsageError& e) {
            answers += conformance::json_text({{"error", e.what()}});
            continue;
        }
        answers += resolved_text(fragment, reading, true);
    }
    return answers += ']';
}

// What resolve() would refuse of these arguments before it reads the entity:
// resolveBounded() asks before it hands them to a Worker. Nothing, or a refusal.
nlohmann::json refusal_of(std::string_view typed, std::string_view options) {
    fragment_to_read(cached_call(options, resolve_call_of), typed);
    return nlohmann::json::object();
}

nlohmann::json fragment_of_typed(std::string_view typed) {
    auto taken = typed_fragment(typed);
    if (const auto* why = std::get_if<std::string>(&taken)) throw choice::UsageError(*why);
    const auto& fragment = std::get<TypedFragment>(taken);
    return {{"fragment", fragment.fragment}, {"offset", fragment.offset}};
}

}  // namespace
}  // namespace fragid::wasm

extern "C" {

const char* fragid_resolve(const char* fragment, std::size_t fragment_size, const char* options, std::size_t options_size,
                           const char* entity, std::size_t entity_size, int time_spent) {
    return fragid::wasm::exported_text_call([&] {
        return fragid::wasm::resolve_typed({fragment, fragment_size}, {options, options_size}, {entity, entity_size},
                                           time_spent != 0);
    });
}

const char* fragid_resolve_fragments(const char* list, std::size_t list_size, const char* options,
                                     std::size_t options_size, const char* entity, std::size_t entity_size) {
    return fragid::wasm::exported_text_call([&] {
        return fragid::wasm::resolve_list({list, list_size}, {options, options_size}, {entity, entity_size});
    });
}

const char* fragid_check_options(const char* fragment, std::size_t fragment_size, const char* options,
                                 std::size_t options_size) {
    return fragid::wasm::exported_call(
        [&] { return fragid::wasm::refusal_of({fragment, fragment_size}, {options, options_size}); });
}

const char* fragid_fragment_of(const char* typed, std::size_t size) {
    return fragid::wasm::exported_call([&] { return fragid::wasm::fragment_of_typed({typed, size}); });
}

const char* fragid_version() { return FRAGID_VERSION; }

}
