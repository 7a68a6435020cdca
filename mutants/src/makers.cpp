#include "makers.hpp"

#include <algorithm>
#include <cctype>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/decoder.hpp"
#include "fragid/entity/md5.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/mutants/edits.hpp"

namespace fragid::mutants {

using namespace conformance;

Mutant misreading_of(Spec spec, std::string family, std::string name, std::string requirement, std::string reading, Run run,
                     std::string seen_in, std::string quote) {
    Mutant m;
    m.family = std::move(family);
    m.name = std::string(describe(spec).id_prefix) + std::move(name);
    m.spec = spec;
    m.requirement = std::move(requirement);
    m.reading = std::move(reading);
    m.seen_in = std::move(seen_in);
    m.quote = std::move(quote);
    m.run = std::move(run);
    return m;
}

bool beyond_64_bits(std::string_view digits) {
    while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
    return digits.size() > 20 || (digits.size() == 20 && digits > "18446744073709551615");
}

bool is_status(const Answer& answer, Status status) {
    const auto* outcome = answer.outcome();
    return outcome && status_of(*outcome) == status;
}

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

Run read_as(std::string from, std::string to) {
    return [from = lower(std::move(from)), to = std::move(to)](const Request& r, const Resolve& resolve) {
        Entity e = r.entity;
        if (from == "*" || lower(charset_or_default(e.charset, r.spec)) == from) e.charset = to;
        return resolve(r.fragment, e);
    };
}

namespace {

// Whether the bytes decode as UTF-8 to the end, by the decoder the reference uses.
bool well_formed_utf8(std::string_view bytes) {
    Decoder decoder(bytes, Charset{CharsetId::utf8, "UTF-8"});
    DecodedChar c;
    auto step = Decoder::Step::character;
    while ((step = decoder.next(c)) == Decoder::Step::character) {}
    return step == Decoder::Step::end;
}

}  // namespace

Run read_as_utf8_where_valid(std::string from) {
    return [from = lower(std::move(from))](const Request& r, const Resolve& resolve) {
        Entity e = r.entity;
        if (lower(charset_or_default(e.charset, r.spec)) == from && well_formed_utf8(e.bytes)) e.charset = "UTF-8";
        return resolve(r.fragment, e);
    };
}


Run integrity_checks_set_aside() {
    return [](const Request& r, const Resolve& resolve) {
        auto whole = resolve(r.fragment, r.entity);
        if (is_status(whole, Status::syntax_error)) return whole;
        return resolve(r.fragment.substr(0, r.fragment.find(';')), r.entity);
    };
}

Run percent_escapes_kept() {
    // Every '%' escaped as "%25": the reference, which decodes once, then reads the text as written.
    return [](const Request& r, const Resolve& resolve) { return resolve(encode_fragment_text(r.fragment), r.entity); };
}

Run percent_decoded_twice() {
    return [](const Request& r, const Resolve& resolve) {
        const auto once = DecodedFragment::decode(r.fragment);
        const auto* decoded = std::get_if<DecodedFragment>(&once);
        return resolve(decoded ? std::string_view(decoded->text()) : r.fragment, r.entity);
    };
}

namespace {

// `fragment` with an md5 check of `before` (its 32 hex digits, either case)
// made an md5 check of `after`.
std::string md5_moved(std::string fragment, std::string_view before, std::string_view after) {
    const auto was = to_hex(md5(before)), now = to_hex(md5(after));
    const auto at = lower(fragment).find(was);
    if (at != std::string::npos) fragment.replace(at, was.size(), now);
    return fragment;
}

}  // namespace

Run bom_counted() {
    return [](const Request& r, const Resolve& resolve) {
        const auto charset = lookup_charset(charset_or_default(r.entity.charset, r.spec));
        const auto b = r.entity.bytes;
        Entity e = r.entity;
        std::string bytes(b);
        if (charset && charset->id == CharsetId::utf8 && b.starts_with("\xEF\xBB\xBF")) {
            bytes.replace(0, 3, "\xE2\x81\xA0");  // U+2060 WORD JOINER: three bytes, one character
        } else if (charset && charset->id == CharsetId::utf16 && (b.starts_with("\xFE\xFF") || b.starts_with("\xFF\xFE"))) {
            const bool big = b[0] == '\xFE';
            bytes.replace(0, 2, big ? "\x20\x60" : "\x60\x20");  // U+2060 in the mark's byte order
            e.charset = big ? "UTF-16BE" : "UTF-16LE";
        } else {
            return resolve(r.fragment, r.entity);
        }
        return resolve(md5_moved(std::string(r.fragment), b, bytes), with_bytes(e, bytes));
    };
}

Run positions_reported_in_utf16_code_units(SpansEdited edited) {
    return [edited = std::move(edited)](const Request& r, const Resolve& resolve) {
        const auto bytes = r.entity.bytes;
        const auto charset = lookup_charset(charset_or_default(r.entity.charset, r.spec));
        const bool utf8 = charset && charset->id == CharsetId::utf8;
        // A four-byte UTF-8 sequence (lead byte F0-F7) is a character beyond U+FFFF.
        const auto astral_before = [&](std::uint64_t end) {
            return static_cast<std::uint64_t>(std::count_if(bytes.begin(), bytes.begin() + std::min<std::uint64_t>(end, bytes.size()),
                                                            [](char c) { return (static_cast<unsigned char>(c) & 0xF8) == 0xF0; }));
        };
        return edited(resolve(r.fragment, r.entity), [&](TextSpan& span) {
            if (!utf8 || !span.start_byte || !span.end_byte) return;
            span.start_character += astral_before(*span.start_byte);
            span.end_character += astral_before(*span.end_byte);
        });
    };
}

Run utf16_without_bom_as_le() {
    return [](const Request& r, const Resolve& resolve) {
        const auto charset = lookup_charset(charset_or_default(r.entity.charset, r.spec));
        const auto b = r.entity.bytes;
        if (!charset || charset->id != CharsetId::utf16 || b.starts_with("\xFE\xFF") || b.starts_with("\xFF\xFE"))
            return resolve(r.fragment, r.entity);
        Entity e = r.entity;
        e.charset = "UTF-16LE";
        return resolve(r.fragment, e);
    };
}

}  // namespace fragid::mutants
