// libFuzzer: the YAML vector loader on any text. It reports problems, never
// throws or crashes, and every case it accepts is one a runner can use.
#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const auto schema = fragid::conformance::JsonSchema::from_file(
        fragid::fuzz::suite_dir() / "schema" / "vectors.schema.json");
    const std::string yaml(reinterpret_cast<const char*>(data), size);
    fragid::conformance::VectorFile file;
    try {
        file = fragid::conformance::load_vector_text(yaml, "fuzz.yaml", schema);
    } catch (const std::exception& e) {
        fragid::fuzz::fail(std::string("the loader threw: ") + e.what(), yaml);
    }
    for (const auto& c : file.cases) {
        const auto* check = c.resolves();  // load_vector_text reads resolver vectors only
        FRAGID_FUZZ_CHECK(!c.id.empty() && check && !check->acceptable.empty(), yaml, {});
        FRAGID_FUZZ_CHECK(check->expect_any || check->acceptable.size() == 1, yaml, {});
    }
    for (const auto& p : file.problems) FRAGID_FUZZ_CHECK(!p.message.empty(), yaml, {});
    return 0;
}
