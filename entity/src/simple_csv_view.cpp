// RFC 4180 s.2 records (as docs/interpretations-rfc7111.md reads them) from
// a vector of decoded characters.
#include "fragid/entity/simple_csv_view.hpp"

#include <algorithm>
#include <string>

#include "fragid/entity/csv_view.hpp"
#include "fragid/entity/decoder.hpp"

namespace fragid {
namespace {

// The entity as characters; past the last one, either the end or the
// Decoder's error.
struct Characters {
    std::vector<DecodedChar> chars;
    std::optional<CsvEntityError> decode_error;
    std::uint64_t size = 0;

    bool has(std::size_t i) const { return i < chars.size(); }
    bool is(std::size_t i, char32_t c) const { return has(i) && chars[i].code_point == c; }
    bool ends_field(std::size_t i) const { return !has(i) || is(i, ',') || is(i, '\r') || is(i, '\n'); }
    std::uint64_t offset(std::size_t i) const { return has(i) ? chars[i].byte_offset : size; }
};

Characters decode_all(const Entity& entity, const Charset& charset) {
    Characters text;
    text.size = entity.bytes.size();
    Decoder decoder(entity.bytes, charset);
    DecodedChar c;
    Decoder::Step step;
    while ((step = decoder.next(c)) == Decoder::Step::character) text.chars.push_back(c);
    if (step == Decoder::Step::error) text.decode_error = CsvEntityError{decoder.error().byte_offset, decoder.error().reason};
    return text;
}

// One record from character i on; sets `error` instead when there is none.
// Looking at a character past the last one is an error if decoding stopped
// at one, which is where the record reader would see it.
std::vector<FieldBytes> parse_record(const Characters& t, std::size_t& i, std::optional<CsvEntityError>& error) {
    std::vector<FieldBytes> fields;
    auto looked_past_the_end = [&](std::size_t k) {
        if (!t.has(k) && t.decode_error) error = t.decode_error;
        return error.has_value();
    };
    for (;;) {
        if (looked_past_the_end(i)) return {};
        FieldBytes field{t.offset(i), t.offset(i)};
        if (t.is(i, '"')) {
            const std::uint64_t open = t.offset(i);
            for (++i;; ++i) {
                if (looked_past_the_end(i)) return {};
                if (!t.has(i)) {
                    error = CsvEntityError{open, "the quoted field opened at byte " + std::to_string(open) +
                                                     " never closes (RFC 4180 s.2: escaped = DQUOTE ... DQUOTE)"};
                    return {};
                }
                if (!t.is(i, '"')) continue;
                if (looked_past_the_end(i + 1)) return {};
                if (t.is(i + 1, '"')) {
                    ++i;
                    continue;
                }
                break;
            }
            field.end = t.chars[i].byte_offset + t.chars[i].byte_length;
            ++i;
            if (!t.ends_field(i)) {
                error = CsvEntityError{t.offset(i), "text follows the closing quote of the field that starts at byte " +
                                                        std::to_string(open) +
                                                        "; a quote inside a quoted field is written \"\" (RFC 4180 s.2 item 7)"};
                return {};
            }
        } else {
            while (!t.ends_field(i)) ++i;
            if (looked_past_the_end(i)) return {};
            field.end = t.offset(i);
        }
        fields.push_back(field);
        if (!t.has(i)) return fields;
        const bool comma = t.is(i, ',');
        const bool carriage_return = t.is(i, '\r');
        ++i;
        if (comma) continue;
        if (carriage_return && looked_past_the_end(i)) return {};
        if (carriage_return && t.is(i, '\n')) ++i;
        return fields;
    }
}

}  // namespace

SimpleCsvView::SimpleCsvView(const Entity& entity, const Charset& charset) {
    const Characters text = decode_all(entity, charset);
    std::size_t i = 0;
    // No record starts at the end: an empty entity has none, and a final line break starts none.
    while (!error_ && (text.has(i) || text.decode_error)) {
        auto record = parse_record(text, i, error_);
        if (!error_) records_.push_back(std::move(record));
    }
}

const std::vector<FieldBytes>* SimpleCsvView::record(std::uint64_t row) const {
    if (row == 0) return nullptr;
    if (row <= records_.size()) return &records_[static_cast<std::size_t>(row - 1)];
    if (error_) throw CsvUnreadable{*error_};
    return nullptr;
}

std::uint64_t SimpleCsvView::rows_through(std::uint64_t n) const {
    if (n <= records_.size()) return n;
    if (error_) throw CsvUnreadable{*error_};
    return records_.size();
}

std::uint64_t SimpleCsvView::columns_through(std::uint64_t n) const {
    std::uint64_t widest = 0;
    for (const auto& r : records_) {
        if (widest >= n) break;
        widest = std::max<std::uint64_t>(widest, r.size());
    }
    if (widest >= n) return n;
    if (error_) throw CsvUnreadable{*error_};
    return widest;
}

}  // namespace fragid
