#include "fragid/reference/resolve.hpp"

#include <optional>
#include <string>

#include "fragid/grammar/fragment.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/reference/print.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "spec_entries.hpp"

namespace fragid {
namespace {

// A result that identifies nothing; every spec's result has these fields.
template <class Result>
Result nothing_identified(Status status, std::string reason, std::optional<std::uint64_t> error_offset = {}) {
    Result result;
    result.status = status;
    result.reason = std::move(reason);
    result.error_offset = error_offset;
    return result;
}

// Each spec's resolver, by the type of its fragment (entry::resolve in
// <spec>/entry.hpp: whether it reads a stream as it arrives or held whole).
// Every resolution of a stream says so first (EntityStream::begin_resolution):
// a second one in the same stream is refused, never read from released pages.
void begin_resolution(const Entity& e) {
    if (e.stream) e.stream->begin_resolution();
}

template <class Fragment>
result_of<spec_of_fragment<Fragment>> resolve_entry(const Fragment& f, const Entity& e, const Charset& c,
                                                    const ResolveOptions& o) {
    begin_resolution(e);
    return entry::resolve(f, e, c, o);
}

// `f` applied to a fragment of any spec, its result put in that spec's place.
template <class F>
FragmentResult for_fragment(const ParsedFragment& fragment, F&& f) {
    return std::visit(
        [&]<class Fragment>(const Fragment& x) {
            return FragmentResult(std::in_place_index<static_cast<std::size_t>(spec_of_fragment<Fragment>)>, f(x));
        },
        fragment);
}

// The one charset lookup of a resolution.
template <Spec S>
result_of<S> resolve_with_lookup(const fragment_of<S>& fragment, const Entity& entity, const ResolveOptions& options) {
    const std::string name = charset_or_default(entity.charset, S);
    const auto charset = lookup_charset(name);
    if (!charset) return nothing_identified<result_of<S>>(Status::entity_error, unknown_charset_reason(name));
    return resolve_entry(fragment, entity, *charset, options);
}

}  // namespace

namespace entry {

// Resolved, then the result printed (print.hpp): a spec's entry.hpp may have
// its own, for its fragment type, which overload resolution prefers to this
// template (RFC 7111's prints as it resolves, in one reading of the entity).
// The resolution has begun (begin_resolution).
template <class Fragment>
Status resolve_and_print(const Fragment& f, const Entity& e, const Charset& c, const ResolveOptions& o, std::ostream& out,
                         std::ostream& notes) {
    const FragmentResult result(std::in_place_index<static_cast<std::size_t>(spec_of_fragment<Fragment>)>,
                                entry::resolve(f, e, c, o));
    print_result(result, as_read(e), out, notes);
    return status_of(result);
}

}  // namespace entry

FragmentResult resolve(const ParsedFragment& fragment, const Entity& entity, const ResolveOptions& options) {
    return for_fragment(fragment, [&]<class Fragment>(const Fragment& f) {
        return resolve_with_lookup<spec_of_fragment<Fragment>>(f, entity, options);
    });
}

FragmentResult resolve(const ParsedFragment& fragment, const Entity& entity, const Charset& charset,
                       const ResolveOptions& options) {
    return for_fragment(fragment, [&](const auto& f) { return resolve_entry(f, entity, charset, options); });
}

Status resolve_and_print(const ParsedFragment& fragment, const Entity& entity, const Charset& charset,
                         const ResolveOptions& options, std::ostream& out, std::ostream& notes) {
    begin_resolution(entity);
    return std::visit([&](const auto& f) { return entry::resolve_and_print(f, entity, charset, options, out, notes); },
                      fragment);
}

FragmentResult syntax_error_result(Spec spec, const SyntaxError& error) {
    return with_spec(spec, [&](auto s) {
        return FragmentResult(std::in_place_index<static_cast<std::size_t>(s.value)>,
                              nothing_identified<result_of<s.value>>(Status::syntax_error, error.message(), error.offset));
    });
}

FragmentResult resolve(Spec spec, std::string_view written, const Entity& entity, const ResolveOptions& options) {
    auto parsed = parse_fragment(spec, written);
    if (const auto* error = std::get_if<SyntaxError>(&parsed)) return syntax_error_result(spec, *error);
    return resolve(std::get<ParsedFragment>(parsed), entity, options);
}

}  // namespace fragid
