#include "fragid/reference/resolve.hpp"

#include <optional>
#include <string>

#include "fragid/grammar/fragment.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/reference/print.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"
#include "rfc7111/parts.hpp"
#include "fragid/reference/rfc7111/print.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "fragid/reference/rfc5147/resolver.hpp"
#include "fragid/reference/wilde/resolver.hpp"

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

// Each spec's resolver, by the type of its fragment. RFC 5147's reads a
// stream as far as it needs (rfc5147/resolver.hpp); RFC 7111's too where its
// questions go forward (rfc7111/resolver.hpp). The draft's match() runs a regular
// expression over the whole text (s.3.1.5), so it reads a stream whole.
// Every resolution of a stream says so first (EntityStream::begin_resolution):
// a second one in the same stream is refused, never read from released pages.
void begin_resolution(const Entity& e) {
    if (e.stream) e.stream->begin_resolution();
}

TextResult resolve_entry(const TextFragment& f, const Entity& e, const Charset& c, const ResolveOptions& o) {
    begin_resolution(e);
    return resolve_text(f, e, c, o.memo);
}
// The entity as RFC 7111's resolver reads it: a stream as it arrives where
// the fragment allows (csv_streams), else held whole first.
Entity csv_entity_read(const CsvFragment& f, const Entity& e, const Charset& c) {
    begin_resolution(e);
    return e.stream && !csv_streams(f, c) ? held_whole(e) : e;
}
CsvResult resolve_entry(const CsvFragment& f, const Entity& e, const Charset& c, const ResolveOptions&) {
    return resolve_csv(f, csv_entity_read(f, e, c), c);
}
WildeResult resolve_entry(const WildeFragment& f, const Entity& e, const Charset& c, const ResolveOptions& o) {
    begin_resolution(e);
    if (e.stream) return resolve_wilde(f, held_whole(e), c, o.regex);
    return resolve_wilde(f, e, c, o.regex);
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
    if (const auto* csv_fragment = std::get_if<CsvFragment>(&fragment)) {
        const Entity read = csv_entity_read(*csv_fragment, entity, charset);
        CsvView csv(read, charset);
        const CsvResult result = csv_detail::resolve_parts(*csv_fragment, csv);
        print_notes(result, notes);
        if (result.status != Status::ok) notes << "fragid: " << to_string(result.status) << ": " << result.reason << '\n';
        else render_csv(result, csv, read, charset, out);
        return result.status;
    }
    const FragmentResult result = resolve(fragment, entity, charset, options);
    print_result(result, as_read(entity), out, notes);
    return status_of(result);
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

TextResult resolve_text(const TextFragment& fragment, const Entity& entity) {
    return resolve_with_lookup<Spec::rfc5147>(fragment, entity, {});
}

CsvResult resolve_csv(const CsvFragment& fragment, const Entity& entity) {
    return resolve_with_lookup<Spec::rfc7111>(fragment, entity, {});
}

WildeResult resolve_wilde(const WildeFragment& fragment, const Entity& entity, const RegexLimits& limits) {
    return resolve_with_lookup<Spec::wilde>(fragment, entity, ResolveOptions{limits});
}

}  // namespace fragid
