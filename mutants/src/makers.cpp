#include "makers.hpp"

#include <algorithm>
#include <cctype>

#include "fragid/entity/decoder.hpp"

namespace fragid::mutants {

using namespace conformance;

Mutant misreading_of(Spec spec, std::string family, std::string name, std::string requirement, std::string reading, Run run,
                     std::string seen_in) {
    Mutant m;
    m.family = std::move(family);
    m.name = std::string(describe(spec).id_prefix) + std::move(name);
    m.spec = spec;
    m.requirement = std::move(requirement);
    m.reading = std::move(reading);
    m.seen_in = std::move(seen_in);
    m.run = std::move(run);
    return m;
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

}  // namespace fragid::mutants
