// libFuzzer: both sides of the adapter protocol on any input lines. The
// reference served over the protocol answers every line it can with valid
// JSON that passes the answer schema, and the runner's readers never throw
// on a message that passed its schema.
#include <nlohmann/json.hpp>
#include <map>
#include <sstream>

#include "fragid/conformance/json_depth.hpp"
#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fuzz_support.hpp"

namespace {

const fragid::conformance::JsonSchema& schema(const char* name) {
    static std::map<std::string, fragid::conformance::JsonSchema> schemas;
    auto it = schemas.find(name);
    if (it == schemas.end())
        it = schemas.emplace(name, fragid::conformance::JsonSchema::from_file(
                                       fragid::fuzz::suite_dir() / "schema" / "protocol" / name))
                 .first;
    return it->second;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace fragid::conformance;
    const std::string input(reinterpret_cast<const char*>(data), size);

    // The adapter side: serve the reference on the input as request lines.
    std::istringstream in(input);
    std::ostringstream out;
    ReferenceAdapter reference;
    try {
        serve_protocol(reference, in, out);
    } catch (const std::exception& e) {
        fragid::fuzz::fail(std::string("serve_protocol threw: ") + e.what(), input);
    }
    std::istringstream answers(out.str());
    for (std::string line; std::getline(answers, line);) {
        const auto message = nlohmann::json::parse(line, nullptr, false);
        FRAGID_FUZZ_CHECK(!message.is_discarded(), input, line);
        const bool handshake = message.contains("protocol");
        const auto errors = schema(handshake ? "handshake.schema.json" : "answer.schema.json").validate(message);
        if (!errors.empty()) fragid::fuzz::fail("an answer fails its schema: " + errors.front() + " in " + line, input);
    }

    // The runner side: whatever passes a schema can be read without throwing.
    // As the runner reads a line: refused unparsed if nested too deep
    // (json_depth.hpp); protocol.dict's runs of brackets reach that.
    nlohmann::json message;
    try {
        message = fragid::conformance::parse_json_bounded_or_discarded(input);
    } catch (const fragid::conformance::JsonTooDeep&) {
        return 0;
    }
    if (message.is_discarded()) return 0;
    try {
        if (schema("handshake.schema.json").validate(message).empty()) (void)handshake_from_json(message);
        if (schema("run.schema.json").validate(message).empty()) (void)run_from_json(message);
        if (schema("answer.schema.json").validate(message).empty() && message.contains("result"))
            (void)fragid::conformance::outcome_from_json(message["result"]);
    } catch (const std::exception& e) {
        fragid::fuzz::fail(std::string("a schema-valid message made a reader throw: ") + e.what(), input);
    }
    return 0;
}
