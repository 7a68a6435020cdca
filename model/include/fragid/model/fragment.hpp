// A parsed fragment of any spec, and the result of resolving one: the shapes
// that pass from the grammar's front door to the resolver and on to the
// conformance runner and the CLI.
#pragma once

#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

#include "fragid/model/csv_fragment.hpp"
#include "fragid/model/result.hpp"
#include "fragid/model/spec.hpp"
#include "fragid/model/text_fragment.hpp"
#include "fragid/model/wilde_fragment.hpp"

namespace fragid {

// One alternative per spec, in the order of enum Spec (spec.hpp).
using ParsedFragment = std::variant<TextFragment, CsvFragment, WildeFragment>;
using FragmentResult = std::variant<TextResult, CsvResult, WildeResult>;
static_assert(std::variant_size_v<ParsedFragment> == spec_count);
static_assert(std::variant_size_v<FragmentResult> == spec_count);

inline Spec spec_of(const ParsedFragment& fragment) { return static_cast<Spec>(fragment.index()); }
inline Spec spec_of(const FragmentResult& result) { return static_cast<Spec>(result.index()); }

// The fragment type of a spec, and the spec of a fragment type.
template <Spec S>
using fragment_of = std::variant_alternative_t<static_cast<std::size_t>(S), ParsedFragment>;
template <Spec S>
using result_of = std::variant_alternative_t<static_cast<std::size_t>(S), FragmentResult>;

// The spec whose fragment type is `Fragment`: spec_of_fragment<CsvFragment> == Spec::rfc7111.
template <class Fragment>
inline constexpr Spec spec_of_fragment = []<std::size_t... I>(std::index_sequence<I...>) {
    Spec found{};
    // One alternative matches; the fold assigns its index (and its value is not needed).
    static_cast<void>(((std::is_same_v<Fragment, std::variant_alternative_t<I, ParsedFragment>>
                            ? (found = static_cast<Spec>(I), true)
                            : false) ||
                       ...));
    return found;
}(std::make_index_sequence<spec_count>{});

// Calls `f(std::integral_constant<Spec, S>{})` for the S equal to `spec`: how a
// layer reaches its entry for a spec known only at run time, without a switch.
// Every call must return the same type.
template <class F>
decltype(auto) with_spec(Spec spec, F&& f) {
    using Fn = std::remove_reference_t<F>;
    using R = std::invoke_result_t<Fn&, std::integral_constant<Spec, Spec{}>>;
    return [&]<std::size_t... I>(std::index_sequence<I...>) -> R {
        using Call = R (*)(Fn&);
        static constexpr Call calls[] = {
            +[](Fn& g) -> R { return g(std::integral_constant<Spec, static_cast<Spec>(I)>{}); }...};
        return calls[static_cast<std::size_t>(spec)](f);
    }(std::make_index_sequence<spec_count>{});
}

// Status, reason and error offset are common to every spec's result.
inline Status status_of(const FragmentResult& result) {
    return std::visit([](const auto& r) { return r.status; }, result);
}
inline const std::string& reason_of(const FragmentResult& result) {
    return std::visit([](const auto& r) -> const std::string& { return r.reason; }, result);
}

}  // namespace fragid
