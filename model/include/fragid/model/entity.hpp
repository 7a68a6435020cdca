// The thing a fragment identifier is resolved against: exact bytes, the
// charset they are in, and the line-ending conventions in force.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fragid {

// The line-ending conventions RFC 5147 s.4.1 names. Which are "in force"
// depends on the protocol and platform (s.4.1: "MUST take into account the
// line ending conventions of the protocols and other contexts that they work
// in"), so it is part of the entity, not of the resolver.
enum class LineEnding : std::uint8_t {
    crlf = 1u << 0,    // U+000D U+000A, the Internet convention (SHOULD, s.4.1)
    lf = 1u << 1,      // U+000A
    cr = 1u << 2,      // U+000D
    nel = 1u << 3,     // U+0085 NEXT LINE
    cr_nel = 1u << 4,  // U+000D U+0085
};

class LineEndingSet {
public:
    constexpr LineEndingSet() = default;  // empty: no line endings at all
    static constexpr LineEndingSet all() { return LineEndingSet(0x1f); }

    constexpr bool contains(LineEnding e) const { return (bits_ & static_cast<std::uint8_t>(e)) != 0; }
    constexpr LineEndingSet with(LineEnding e) const {
        return LineEndingSet(static_cast<std::uint8_t>(bits_ | static_cast<std::uint8_t>(e)));
    }
    constexpr bool empty() const { return bits_ == 0; }

    // "CRLF,LF,CR,NEL,CR+NEL" (any order, case-insensitive), "all" or "none".
    // Returns nothing for an unknown name.
    static std::optional<LineEndingSet> parse(std::string_view list);
    // The canonical spelling: "CRLF,LF,CR,NEL,CR+NEL" order, "none" when empty.
    std::string to_string() const;

    friend constexpr bool operator==(LineEndingSet, LineEndingSet) = default;

private:
    constexpr explicit LineEndingSet(std::uint8_t bits) : bits_(bits) {}
    std::uint8_t bits_ = 0;
};

// A stream's bytes, read as far as a question needs (the entity library's
// fragid/entity/entity_stream.hpp); the model only points at it.
class EntityStream;

// An entity does not own its bytes: they may be a memory-mapped multi-gigabyte
// file, and resolvers read them in place. An entity that arrives as a stream
// (standard input, a pipe) has `stream` set and `bytes` empty until it is
// read: resolvers read it through `stream`, and `bytes` is then what they left
// readable (the selected span) at the same offsets.
struct Entity {
    std::string_view bytes;
    std::optional<std::string> charset;  // absent: the spec's default (spec.hpp, default_charset)
    LineEndingSet line_endings = LineEndingSet::all();
    EntityStream* stream = nullptr;
};

}  // namespace fragid
