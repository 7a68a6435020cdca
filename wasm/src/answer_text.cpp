// resolve()'s answer as JSON text (answer_text.hpp): the charset, then the
// result's members as the judge writes them as text (result_text.hpp: each
// spec's beside its tree, in the spec's own file). Each object's keys are
// written in the order nlohmann's std::map keeps them (byte order), which is
// the order result_json.hpp's text has ("charset" first); the test holds the
// two together.
#include "answer_text.hpp"

#include "fragid/conformance/result_text.hpp"

namespace fragid::wasm {

std::string answer_text(const FragmentResult& result, const CharsetNames& charset) {
    std::string out;
    out.reserve(512);  // a small answer's length: one allocation
    out += "{\"charset\":{\"name\":";
    conformance::append_json_string(out, charset.name);
    out += ",\"source\":";
    conformance::append_json_string(out, charset.source);
    out += '}';
    conformance::JsonMembers m(out, true);  // after "charset": the next key starts with its comma
    conformance::append_result_members(m, result);
    out += '}';
    return out;
}

}  // namespace fragid::wasm
