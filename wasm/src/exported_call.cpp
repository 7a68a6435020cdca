#include "exported_call.hpp"

#include <cstdlib>
#include <string>

#include "fragid/conformance/json_depth.hpp"
#include "fragid/conformance/json_text.hpp"
#include "guarded.hpp"  // cli::UsageError: the CLI's words for arguments it refuses

namespace fragid::wasm {
namespace {

// The last answer; one at a time (the module is single-threaded: a Worker has its own).
std::string& last_answer() {
    static std::string answer;
    return answer;
}

nlohmann::json error_envelope(std::string_view code, std::string_view message) {
    return {{"error", {{"code", code}, {"message", message}}}};
}

}  // namespace

std::optional<std::string> optional_string(const nlohmann::json& object, const char* name) {
    if (!object.is_object() || !object.contains(name) || object[name].is_null()) return std::nullopt;
    if (!object[name].is_string()) throw BadRequest(std::string(name) + " must be a string");
    return object[name].get<std::string>();
}

const char* exported_call(const char* request, std::size_t size,
                          const std::function<nlohmann::json(const nlohmann::json&)>& answer) {
    nlohmann::json envelope;
    try {
        // Nested deeper than the judge reads safely, a request is refused before it is
        // parsed: reading it recurses once a level, on the module's small stack (json_depth.hpp).
        const auto parsed = conformance::parse_json_bounded(std::string_view(request, size));
        envelope = {{"value", answer(parsed)}};
    } catch (const cli::UsageError& e) {
        envelope = error_envelope("usage", e.what());
    } catch (const MakeRefused& e) {
        envelope = error_envelope("refused", e.what());
    } catch (const BadRequest& e) {
        envelope = error_envelope("bad-request", e.what());
    } catch (const conformance::JsonTooDeep& e) {
        envelope = error_envelope("bad-request", e.what());
    } catch (const nlohmann::json::exception& e) {  // a field missing or of the wrong type
        envelope = error_envelope("bad-request", e.what());
    } catch (const std::bad_alloc&) {
        envelope = error_envelope("resource-limit", "out of memory");
    } catch (const std::exception& e) {
        envelope = error_envelope("internal", std::string("internal error: ") + e.what());
    }
    try {
        last_answer() = conformance::json_text(envelope);
    } catch (const std::exception&) {
        last_answer() = R"({"error":{"code":"resource-limit","message":"out of memory writing the answer"}})";
    }
    return last_answer().c_str();
}

std::size_t last_answer_size() { return last_answer().size(); }

}  // namespace fragid::wasm

extern "C" {

// The length of the answer the last export returned.
std::size_t fragid_answer_size() { return fragid::wasm::last_answer_size(); }

// Memory for a request's bytes, written by JavaScript and handed back after the call.
void* fragid_alloc(std::size_t size) { return std::malloc(size == 0 ? 1 : size); }
void fragid_free(void* memory) { std::free(memory); }

}
