// The definition of the text view (text_view.hpp), as its obvious
// implementation: decode every character into a vector first, then answer by
// looking up. Whatever TextView does fast must come out the same as this
// (tests/entity/text_view_property_test.cpp checks it); read this first.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/decoder.hpp"

namespace fragid {

class SimpleTextView {
public:
    SimpleTextView(std::string_view bytes, const Charset& charset, LineEndingSet line_endings);

    std::optional<TextPoint> point_at_character(std::uint64_t n) const;
    std::optional<TextPoint> point_at_line(std::uint64_t n) const;
    std::optional<TextPoint> end() const;
    std::optional<std::uint64_t> character_count() const;
    // Where decoding stopped, if it did not reach the end.
    const std::optional<DecodeError>& error() const { return error_; }

private:
    std::vector<TextPoint> points_;  // points_[k]: character position k, up to the end or the first error
    std::optional<DecodeError> error_;
};

}  // namespace fragid
