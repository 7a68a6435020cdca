// Shared helpers for the RFC 5147 resolver tests.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "fragid/reference/rfc5147/resolver.hpp"
#include "fragid/reference/resolve.hpp"

namespace fragid::test {

inline TextResult resolve(std::string_view fragment, std::string_view bytes,
                          std::optional<std::string> charset = std::nullopt,
                          LineEndingSet line_endings = LineEndingSet::all()) {
    return resolve_as<Spec::rfc5147>(fragment, Entity{bytes, std::move(charset), line_endings});
}

// Character range [start, end) of an ok result, for compact assertions.
struct Span {
    std::uint64_t start, end;
    friend bool operator==(const Span&, const Span&) = default;
};
inline Span chars(const TextResult& r) { return {r.start.character, r.end.character}; }
inline Span bytes(const TextResult& r) { return {r.start.byte, r.end.byte}; }

inline std::ostream& operator<<(std::ostream& os, const Span& s) {
    return os << '[' << s.start << ',' << s.end << ')';
}

// The identified text itself.
inline std::string_view text_of(const TextResult& r, std::string_view bytes) {
    return bytes.substr(r.start.byte, r.end.byte - r.start.byte);
}

}  // namespace fragid::test
