#include "fragid/generators/fragment_text.hpp"

#include <type_traits>
#include <variant>

#include "fragid/generators/octets.hpp"
#include "fragid/grammar/fragment.hpp"
// Each spec's generators (fragid/generators/<spec>.hpp), with its
// valid_fragment() found by the type of its fragment: a list the build writes
// (fragid_spec_includes, generators/CMakeLists.txt).
#include "spec_generators.hpp"

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

rc::Gen<std::string> gen_fragment_text(Spec spec, const Digest& entity_md5) {
    return rc::gen::exec([spec, entity_md5] {
        // A valid fragment of the spec, by its fragment type (spec.hpp).
        const auto valid = with_spec(
            spec, [&](auto s) { return valid_fragment(std::type_identity<fragment_of<s.value>>{}, entity_md5); });
        const auto kind = *rc::gen::inRange(0, 10);
        if (kind < 6) return valid;
        if (kind < 9) return *gen_near(valid, fragment_alphabet(spec));
        return *gen_any_octets(16);
    });
}

}  // namespace fragid::generators
