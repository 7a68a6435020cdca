#include "fragid/generators/fragment_text.hpp"

#include <type_traits>
#include <variant>

#include "fragid/generators/rfc5147.hpp"
#include "fragid/generators/rfc7111.hpp"
#include "fragid/generators/wilde.hpp"
#include "fragid/grammar/fragment.hpp"

namespace fragid::generators {

using Digest = std::array<std::uint8_t, 16>;

std::string fragment_alphabet(Spec spec) {
    // The grammar's own octets, and the two that most often break fragments.
    return std::string(describe(spec).alphabet) + "%#";
}

rc::Gen<std::string> gen_near(std::string valid, std::string_view alphabet) {
    return rc::gen::exec([valid, alphabet] {
        std::string text = valid;
        const auto any_char = rc::gen::weightedOneOf<char>({{4, gen_char_of(alphabet)}, {1, rc::gen::arbitrary<char>()}});
        const auto at = *rc::gen::inRange<std::size_t>(0, text.size() + 1);
        switch (*rc::gen::inRange(0, 6)) {
            case 0:  // delete
                if (at < text.size()) text.erase(at, 1);
                break;
            case 1:  // insert
                text.insert(at, 1, *any_char);
                break;
            case 2:  // replace
                if (at < text.size()) text[at] = *any_char;
                break;
            case 3:  // double
                if (at < text.size()) text.insert(at, 1, text[at]);
                break;
            case 4:  // swap
                if (at + 1 < text.size()) std::swap(text[at], text[at + 1]);
                break;
            default:  // cut short
                text.resize(at);
                break;
        }
        return text;
    });
}

namespace {

// RFC 5147 fragments with numbers that land inside small entities; checks
// with small lengths, or the entity's md5 (so that integrity can pass).
rc::Gen<std::string> gen_valid_text_fragment(const Digest& entity_md5) {
    return rc::gen::exec([entity_md5] {
        auto fragment = *rc::gen::arbitrary<TextFragment>();
        const auto small = [] { return Number(*rc::gen::inRange<std::uint64_t>(0, 30)); };
        if (*rc::gen::inRange(0, 4) != 3) {  // shrinks to 0: small numbers
            if (auto* position = std::get_if<TextPosition>(&fragment.selector)) position->value = small();
            if (auto* range = std::get_if<TextRange>(&fragment.selector)) {
                if (range->start) range->start = small();
                if (range->end) range->end = small();
            }
        }
        for (auto& check : fragment.checks) {
            if (auto* length = std::get_if<LengthCheck>(&check.check); length && *rc::gen::arbitrary<bool>())
                length->characters = small();
            if (auto* md5_check = std::get_if<Md5Check>(&check.check); md5_check && *rc::gen::arbitrary<bool>())
                md5_check->digest = entity_md5;
        }
        return *gen_spelling(fragment);
    });
}

// A valid fragment of each spec, by its fragment type (spec.hpp). Inside
// rc::gen::exec only.
std::string valid_fragment(std::type_identity<TextFragment>, const Digest& entity_md5) {
    return *gen_valid_text_fragment(entity_md5);
}
std::string valid_fragment(std::type_identity<CsvFragment>, const Digest&) {
    return to_string(*rc::gen::arbitrary<CsvFragment>());
}
std::string valid_fragment(std::type_identity<WildeFragment>, const Digest&) {
    return to_string(*gen_wilde_fragment());
}

}  // namespace

rc::Gen<std::string> gen_fragment_text(Spec spec, const Digest& entity_md5) {
    return rc::gen::exec([spec, entity_md5] {
        const auto valid = with_spec(
            spec, [&](auto s) { return valid_fragment(std::type_identity<fragment_of<s.value>>{}, entity_md5); });
        const auto kind = *rc::gen::inRange(0, 10);
        if (kind < 6) return valid;
        if (kind < 9) return *gen_near(valid, fragment_alphabet(spec));
        return *rc::gen::resize(16, rc::gen::container<std::string>(rc::gen::arbitrary<char>()));
    });
}

}  // namespace fragid::generators
