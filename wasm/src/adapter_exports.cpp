// The reference as an adapter (docs/adapter-protocol.md), for a Node program
// that speaks the protocol over the module (adapters/wasm/adapter.mjs): one
// request line in, the answer line `fragid adapter` would write out, through
// the same serve_protocol() and ReferenceAdapter, so that `fragid check --impl`
// over it shows the WebAssembly build answering as the native one.
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "exported_call.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/reference_adapter.hpp"

extern "C" const char* fragid_adapter(const char* line, std::size_t size) {
    // The request is passed on as written (serve_protocol reads it), inside an envelope's string.
    const nlohmann::json request = std::string(line, size);
    const auto text = fragid::conformance::json_text(request);  // a byte that is not UTF-8 as U+FFFD, as the runner writes
    return fragid::wasm::exported_call(text.data(), text.size(), [](const nlohmann::json& written) {
        static fragid::conformance::ReferenceAdapter reference;
        std::istringstream in(written.get<std::string>());
        std::ostringstream out;
        fragid::conformance::serve_protocol(reference, in, out);
        return nlohmann::json(out.str());  // the answer's line(s), or nothing (stop, or nothing to answer)
    });
}
