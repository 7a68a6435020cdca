// The reference as an adapter (docs/adapter-protocol.md), for a Node program
// that speaks the protocol over the module (adapters/wasm/adapter.mjs): one
// request {message, regexTimeSpent?} in, the answer line `fragid adapter`
// would write for the message out, through the same serve_protocol() and
// ReferenceAdapter, so that `fragid check --impl` over it shows the
// WebAssembly build answering as the native one. regexTimeSpent: the adapter
// ended a Worker that ran out of time and asks for the native answer to that
// (regex_budget.hpp).
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "exported_call.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "regex_budget.hpp"

extern "C" const char* fragid_adapter(const char* request, std::size_t size) {
    return fragid::wasm::exported_call(request, size, [](const nlohmann::json& r) {
        static fragid::conformance::ReferenceAdapter reference;
        const struct TimeSpent {
            explicit TimeSpent(bool spent) { fragid::wasm::set_regex_time_spent(spent); }
            ~TimeSpent() { fragid::wasm::set_regex_time_spent(false); }
        } time_spent(r.value("regexTimeSpent", false));
        std::istringstream in(fragid::conformance::json_text(r.at("message")));
        std::ostringstream out;
        fragid::conformance::serve_protocol(reference, in, out);
        return nlohmann::json(out.str());  // the answer's line, or nothing (stop, or nothing to answer)
    });
}
