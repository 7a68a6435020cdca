#include "exported_call.hpp"

#include <cstdint>
#include <cstdlib>
#include <string>

#include "fragid/choice/usage_error.hpp"
#include "fragid/conformance/json_depth.hpp"
#include "fragid/conformance/json_text.hpp"

namespace fragid::wasm {
namespace {

// The last answer; one at a time (the module is single-threaded: a Worker has its own).
struct LastAnswer {
    std::string text;
    bool failed = false;
};

// Its length and whether it is a refusal, where JavaScript reads them from the module's memory
// after each call (fragid_answer_info) rather than asking with two more calls.
struct AnswerInfo {
    std::uint32_t size = 0;
    std::uint32_t failed = 0;
};
AnswerInfo answer_info;

LastAnswer& last_answer() {
    static LastAnswer answer;
    return answer;
}

void refuse(std::string_view code, std::string_view message) {
    auto& last = last_answer();
    last.failed = true;
    last.text = conformance::json_text({{"code", code}, {"message", message}});
}

}  // namespace

std::optional<std::string> optional_string(const nlohmann::json& object, const char* name) {
    if (!object.is_object() || !object.contains(name) || object[name].is_null()) return std::nullopt;
    if (!object[name].is_string()) throw BadRequest(std::string(name) + " must be a string");
    return object[name].get<std::string>();
}

nlohmann::json parsed_object(std::string_view text, const char* what) {
    if (text.empty()) return nlohmann::json::object();
    auto parsed = conformance::parse_json_bounded(text);  // see exported_call() below
    if (!parsed.is_object()) throw BadRequest(std::string(what) + " must be an object");
    return parsed;
}

const char* exported_call(const std::function<nlohmann::json()>& answer) {
    return exported_text_call([&] { return conformance::json_text(answer()); });
}

const char* exported_text_call(const std::function<std::string()>& answer) {
    auto& last = last_answer();
    try {
        last.text = answer();
        last.failed = false;
    } catch (const choice::UsageError& e) {
        refuse("usage", e.what());
    } catch (const MakeRefused& e) {
        refuse("refused", e.what());
    } catch (const BadRequest& e) {
        refuse("bad-request", e.what());
    } catch (const conformance::JsonTooDeep& e) {
        refuse("bad-request", e.what());
    } catch (const nlohmann::json::exception& e) {  // a field missing or of the wrong type
        refuse("bad-request", e.what());
    } catch (const std::bad_alloc&) {
        refuse("resource-limit", "out of memory");
    } catch (const std::exception& e) {
        refuse("internal", std::string("internal error: ") + e.what());
    }
    answer_info = {static_cast<std::uint32_t>(last.text.size()), last.failed ? 1u : 0u};
    return last.text.c_str();
}

const char* exported_call(const char* request, std::size_t size,
                          const std::function<nlohmann::json(const nlohmann::json&)>& answer) {
    // Nested deeper than the judge reads safely, a request is refused before it is
    // parsed: reading it recurses once a level, on the module's small stack (json_depth.hpp).
    return exported_call([&] { return answer(conformance::parse_json_bounded(std::string_view(request, size))); });
}

std::size_t last_answer_size() { return last_answer().text.size(); }

}  // namespace fragid::wasm

extern "C" {

// The length of the answer the last export returned, and whether it is a refusal {code, message}.
std::size_t fragid_answer_size() { return fragid::wasm::last_answer_size(); }
int fragid_answer_failed() { return fragid::wasm::last_answer().failed ? 1 : 0; }
// Where both are, as two 32-bit words, updated by every export: read once by index.mjs.
const void* fragid_answer_info() { return &fragid::wasm::answer_info; }

// Memory for a request's bytes, written by JavaScript and handed back after the call.
void* fragid_alloc(std::size_t size) { return std::malloc(size == 0 ? 1 : size); }
void fragid_free(void* memory) { std::free(memory); }

}
