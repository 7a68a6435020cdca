// An implementation that knows only `char=N,M` ranges on ASCII text, plugged
// into the conformance runner in-process. Exit 0 if it passes every case it
// declares support for among `char=` must cases — which it does not, on
// purpose, for a few: the test checks the runner reports exactly those.
#include <cstdio>
#include <string>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/vectors.hpp"

using namespace fragid;
using namespace fragid::conformance;

class CharRangesOnly final : public Adapter {
public:
    Handshake start() override {
        Handshake h;
        h.implementation = {"consumer", "1.0", "C++", ""};
        h.supports.specs = {Spec::rfc5147};
        h.supports.charsets = {"US-ASCII"};
        return h;
    }
    Answer run(const Request& request) override {
        Answer answer;
        unsigned long a = 0, b = 0;
        int used = 0;
        const std::string fragment(request.fragment);
        if (std::sscanf(fragment.c_str(), "char=%lu,%lu%n", &a, &b, &used) != 2 || used != static_cast<int>(fragment.size())) {
            answer.kind = Answer::Kind::skipped;
            answer.message = "only char=N,M";
            return answer;
        }
        const unsigned long size = request.entity.bytes.size();  // no clamping of the start: a deliberate bug
        b = b > size ? size : b;
        answer.outcome = Outcome{Status::ok, TextSpan{false, a, b, a, b}, std::nullopt, std::nullopt};
        return answer;
    }
};

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: consumer SUITE_DIR\n");
        return 2;
    }
    std::vector<Case> cases;
    for (auto& file : load_vectors(argv[1]))
        for (auto& c : file.cases)
            if (c.level == Level::must) cases.push_back(std::move(c));
    std::vector<const Case*> all;
    for (const auto& c : cases) all.push_back(&c);
    CharRangesOnly adapter;
    const auto handshake = adapter.start();
    int passed = 0, failed = 0;
    run_suite(adapter, handshake, all, RunOptions{}, [&](const CaseRecord& r) {
        if (r.verdict == Verdict::passed) ++passed;
        if (r.verdict == Verdict::failed) {
            ++failed;
            std::printf("failed %s: %s\n", r.c->id.c_str(), r.detail.c_str());
        }
    });
    std::printf("%d passed, %d failed\n", passed, failed);
    return 0;
}
