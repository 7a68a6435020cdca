// RFC 5147's outcomes in publish's words and drawings: a position (s.2.1.1)
// or a range of characters, with its bytes when the answer has them.
#include "../spec_outcomes.hpp"
#include "fragid/model/counted.hpp"

namespace fragid::publish::spec_outcomes {

using namespace conformance;

namespace {

std::string position_words(const TextSpan& s, const std::vector<VisibleChar>& chars) {
    std::string t = "the position before character " + std::to_string(s.start_character);
    if (!s.start_byte) return t;
    t += " (byte " + std::to_string(*s.start_byte) + ")";
    // A few characters either side show where that is.
    std::string before, after;
    std::size_t i = 0;
    while (i < chars.size() && chars[i].byte_offset < *s.start_byte) ++i;
    for (std::size_t k = i > 8 ? i - 8 : 0; k < i; ++k) before += chars[k].text;
    for (std::size_t k = i; k < chars.size() && k < i + 8; ++k) after += chars[k].text;
    if (before.empty() && after.empty()) return t + ", in the empty entity";
    if (before.empty()) return t + ", at the start, before " + in_quotes(after);
    if (after.empty()) return t + ", at the end, after " + in_quotes(before);
    return t + ", between " + in_quotes(before) + " and " + in_quotes(after);
}

std::int64_t signed_difference(std::uint64_t a, std::uint64_t b) {
    return static_cast<std::int64_t>(a) - static_cast<std::int64_t>(b);
}

}  // namespace

std::string in_quotes(const std::string& s) { return "\u201C" + s + "\u201D"; }

std::string counted(std::int64_t n, const std::string& unit) {
    return fragid::counted(static_cast<std::uint64_t>(n < 0 ? -n : n), unit);  // a distance: its size
}

std::string words(const Case&, const TextSpan& s, const std::vector<VisibleChar>& chars) {
    if (s.position) return position_words(s, chars);
    const auto n = s.end_character - s.start_character;
    std::string t = "characters " + std::to_string(s.start_character) + " to " + std::to_string(s.end_character);
    if (!s.start_byte) return t + " (" + counted(static_cast<std::int64_t>(n), "character") + ")";
    t += " (bytes " + std::to_string(*s.start_byte) + " to " + std::to_string(*s.end_byte) + ")";
    if (n == 0) return t + ": an empty range";
    return t + ": " + in_quotes(visible_inline(chars, *s.start_byte, *s.end_byte));
}

void highlight(Highlight& h, const Case&, const TextSpan& s) {
    if (!s.start_byte || !s.end_byte) return;
    if (s.position || *s.start_byte == *s.end_byte) h.positions.push_back(*s.start_byte);
    else h.ranges.emplace_back(*s.start_byte, *s.end_byte);
}

std::string difference_phrase(const TextSpan& expected, const TextSpan& actual) {
    const auto start = signed_difference(actual.start_character, expected.start_character);
    const auto end = signed_difference(actual.end_character, expected.end_character);
    if (start == 0 && end == 0) return "the characters are right, the byte offsets are not";
    const bool point = actual.start_character == actual.end_character;
    if (start == 0 && point) return "answers the start of the range as a position: the end of the range is ignored";
    if (start == 0) return "the range ends " + counted(end, "character") + (end > 0 ? " too late" : " too early");
    if (end == 0) return "the range starts " + counted(start, "character") + (start > 0 ? " too late" : " too early");
    if (start == end) return "the whole selection is " + counted(start, "character") + (start > 0 ? " too late" : " too early");
    return "identifies another stretch of text";
}

}  // namespace fragid::publish::spec_outcomes
