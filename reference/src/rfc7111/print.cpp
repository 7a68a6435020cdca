// Showing a csv resolution to a person (print.hpp): the selected CSV
// (render_csv), as the examples of RFC 7111 s.2 show it, and what was ignored.
// What a fragment means in words is explain.cpp's.
#include <iconv.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "fragid/model/spec.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/reference/rfc7111/print.hpp"
#include "fragid/entity/csv_view.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "fragid/entity/mapped_file.hpp"
#include "fragid/entity/span_writer.hpp"

namespace fragid {
namespace {

// Output is gathered in a buffer and written in blocks, so a column of
// millions of fields costs a few large writes, not millions of small ones.
class Output {
public:
    explicit Output(std::ostream& out) : out_(out) {}
    ~Output() { flush(); }
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;
    void append(std::string_view bytes) {
        buffer_.append(bytes);
        if (buffer_.size() >= block) flush();
    }
    // A field's bytes in the entity: a long one is written straight from the
    // entity, piece by piece (span_writer.hpp), not copied into the buffer.
    // The pages of fields already printed are handed back every 8 MiB
    // (mapped_file.hpp), so a listed part of many long records stays
    // bounded in memory too; a later part reading them again reads them
    // from the page cache.
    void append_field(std::string_view entity, const std::uint64_t start, const std::uint64_t end) {
        if ((since_release_ += end - start) >= release_every) {
            release_bytes_before(entity, start);
            since_release_ = 0;
        }
        if (end - start < block) return append(entity.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(end - start)));
        flush();
        write_span(out_, entity, start, end);
    }
    void flush() {
        out_.write(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
        buffer_.clear();
    }

private:
    static constexpr std::size_t block = 1u << 16;
    static constexpr std::uint64_t release_every = 8u << 20;
    std::ostream& out_;
    std::string buffer_;
    std::uint64_t since_release_ = 0;  // field bytes printed since pages were last handed back
};

// The output is the fields' own bytes joined by ',' and ending each row in
// '\n' (s.2 shows each selected record on its own line; "\n" rather than the
// entity's own line break, so output is the same for every entity). The
// separators are written in the entity's charset, so that the output is in
// one encoding: in UTF-16 a byte ',' between UTF-16 fields would be in none.
struct Separators {
    std::string comma = ",";
    std::string end_of_row = "\n";
    std::string start;  // a UTF-16 entity's byte order mark, which says how to read the rest
};

// An ASCII character in an iconv charset; itself if iconv cannot say.
std::string encoded(char ascii, const std::string& charset) {
    const iconv_t cd = ::iconv_open(charset.c_str(), "UTF-8");
    if (cd == reinterpret_cast<iconv_t>(-1)) return std::string(1, ascii);
    char in[1] = {ascii};
    char out[16];
    char* in_at = in;
    char* out_at = out;
    std::size_t in_left = 1, out_left = sizeof out;
    const bool ok = ::iconv(cd, &in_at, &in_left, &out_at, &out_left) != static_cast<std::size_t>(-1);
    ::iconv_close(cd);
    return ok && in_left == 0 ? std::string(out, sizeof out - out_left) : std::string(1, ascii);
}

Separators separators_for(const Charset& charset, std::string_view bytes) {
    const auto utf16 = [](bool little, std::string bom) {
        return little ? Separators{std::string(",\0", 2), std::string("\n\0", 2), std::move(bom)}
                      : Separators{std::string("\0,", 2), std::string("\0\n", 2), std::move(bom)};
    };
    switch (charset.id) {
        case CharsetId::utf16be: return utf16(false, "");
        case CharsetId::utf16le: return utf16(true, "");
        // RFC 2781 s.4.3: without a BOM, "UTF-16" is big-endian.
        case CharsetId::utf16:
            if (bytes.starts_with("\xFF\xFE")) return utf16(true, "\xFF\xFE");
            return utf16(false, bytes.starts_with("\xFE\xFF") ? "\xFE\xFF" : "");
        case CharsetId::other: return Separators{encoded(',', charset.name), encoded('\n', charset.name), ""};
        default: return Separators{};
    }
}

// A part's rows read through the view one at a time: the fields of its
// rectangle that exist (resolve_csv lists the same), in record order and,
// within a record, column order; a row with none of them is an empty line.
void render_part(const CsvPart& part, std::string_view bytes, CsvView& csv, const Separators& s, Output& out) {
    for (std::uint64_t row = part.first_row; row <= part.last_row; ++row) {
        const std::vector<FieldBytes>* record = csv.record(row);
        if (!record) break;  // not for a result resolved on this entity
        for (std::uint64_t col = part.first_col; col <= std::min<std::uint64_t>(part.last_col, record->size()); ++col) {
            const FieldBytes& f = (*record)[static_cast<std::size_t>(col - 1)];
            if (col != part.first_col) out.append(s.comma);
            out.append_field(bytes, f.start, f.end);
        }
        out.append(s.end_of_row);
    }
}

}  // namespace

void render_csv(const CsvResult& result, CsvView& csv, const Entity& entity, const Charset& charset, std::ostream& out) {
    if (result.status != Status::ok) return;
    // A stream's bytes as far as the resolution read them: every part's records.
    const std::string_view bytes = entity.stream ? entity.stream->bytes() : entity.bytes;
    Output output(out);
    const auto separators = separators_for(charset, bytes);
    output.append(separators.start);
    try {
        // s.4.2 leaves it to the user agent whether overlapping parts are
        // merged; render_csv keeps them apart, in fragment order, as resolved.
        for (const CsvPart& part : result.parts) render_part(part, bytes, csv, separators, output);
    } catch (const CsvUnreadable&) {
        // Only for a result that was not resolved on this entity: what was read is printed.
    }
}

void render_csv(const CsvResult& result, const Entity& entity, std::ostream& out) {
    if (result.status != Status::ok) return;
    const auto charset = lookup_charset(charset_or_default(entity.charset, Spec::rfc7111));
    if (!charset) return;  // resolve_csv gives no part then
    CsvView csv(entity, *charset);
    render_csv(result, csv, entity, *charset, out);
}

std::string render_csv(const CsvResult& result, const Entity& entity) {
    std::ostringstream out;
    render_csv(result, entity, out);
    return std::move(out).str();
}

void print_notes(const CsvResult& result, std::ostream& notes) {
    for (const auto& ignored : result.ignored)
        notes << "fragid: note: selection " << ignored.selection + 1 << " ignored: " << ignored.reason << '\n';
}

void print_identified(const CsvResult& result, const Entity& entity, std::ostream& out, std::ostream&) {
    render_csv(result, entity, out);
}

void explain_details(const CsvResult& result, std::ostream& out) {
    for (const auto& ignored : result.ignored)
        out << "  selection " << ignored.selection + 1 << " ignored: " << ignored.reason << '\n';
}

}  // namespace fragid
