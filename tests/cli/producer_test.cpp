// Producer conformance (docs/adapter-protocol.md s.6): the runner resolves
// every emitted fragment with the reference and holds the producer to its claim.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "run_fragid.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

std::vector<nlohmann::json> producer_records(const std::string& mode) {
    const auto command = "python3 " + (test::source_dir / "tests/conformance/fake_producer.py").string() + " " + mode;
    const auto run = test::fragid({"check", "--impl", command, "--id", "rfc7111-produce-rows-simple", "--id",
                                   "rfc7111-produce-rows-lf", "--format", "jsonl"});
    std::istringstream lines(run.out);
    std::vector<nlohmann::json> records;
    for (std::string line; std::getline(lines, line);) {
        auto record = nlohmann::json::parse(line);
        if (record["record"] == "case") records.push_back(record);
    }
    return records;
}

TEST(Producer, AnHonestProducerPasses) {
    const auto records = producer_records("honest");
    ASSERT_EQ(records.size(), 2u);
    for (const auto& r : records) {
        EXPECT_EQ(r["verdict"], "passed") << r.dump();
        EXPECT_EQ(r["produce"], "rows");
        EXPECT_EQ(r["produced"].size(), 3u);
        EXPECT_EQ(r["produced"][0]["holds"], true);
    }
}

TEST(Producer, ALyingProducerIsCaughtFragmentByFragment) {
    const auto records = producer_records("lying");
    ASSERT_EQ(records.size(), 2u);
    for (const auto& r : records) {
        EXPECT_EQ(r["verdict"], "failed") << r.dump();
        EXPECT_NE(r["detail"].get<std::string>().find("#row=1 claimed ok cells {2,1 2,2}, identifies ok cells {1,1 1,2}"),
                  std::string::npos)
            << r["detail"];
        EXPECT_EQ(r["produced"][0]["holds"], false);
        EXPECT_EQ(r["produced"][0]["identified"]["parts"][0]["fields"][0]["row"], 1);
    }
}

TEST(Producer, AResultInAnswerToProduceIsAProtocolViolation) {
    const auto records = producer_records("wrong-shape");
    ASSERT_EQ(records.size(), 2u);
    EXPECT_EQ(records[0]["verdict"], "errored");
    EXPECT_NE(records[0]["detail"].get<std::string>().find("protocol violation"), std::string::npos) << records[0];
}

TEST(Producer, AnAdapterThatDeclaresNoProduceHasProducerCasesSkipped) {
    const auto command = "python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string();
    const auto run = test::fragid({"check", "--impl", command, "--id", "rfc7111-produce-*", "--format", "jsonl"});
    EXPECT_NE(run.out.find("supports.produce does not list rfc7111-rows"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("\"passed\""), std::string::npos);
}

}  // namespace
}  // namespace fragid
