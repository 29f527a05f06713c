import type { LogTone } from '@demos/kit';

/** Spec §9 (Ruby): the run processes 3 files and 4240 records. */
export const INPUT_FILES = [
  { name: 'customers.csv', format: 'CSV', size: '182.4 KB', records: 1250 },
  { name: 'orders.json', format: 'JSON', size: '512.7 KB', records: 2340 },
  { name: 'products.xml', format: 'XML', size: '96.1 KB', records: 650 },
] as const;
export const TOTAL_FILES = INPUT_FILES.length;
export const TOTAL_RECORDS = INPUT_FILES.reduce((sum, file) => sum + file.records, 0);

export interface GeneratedFile {
  name: string;
  size: string;
  description: string;
}

export const GENERATED_FILES: readonly GeneratedFile[] = [
  { name: 'reports/summary.json', size: '4.2 KB', description: 'Totals per file and per customer segment' },
  {
    name: 'reports/sales_by_region.csv',
    size: '18.6 KB',
    description: 'Revenue and order count by region and month',
  },
  { name: 'reports/report.html', size: '42.3 KB', description: 'Printable report with charts' },
];

export type StepEffect =
  | { kind: 'file'; records: number }
  | { kind: 'generated'; file: GeneratedFile }
  | { kind: 'done' };

export interface ScriptStep {
  /** Milliseconds after Run Script was pressed. */
  at: number;
  text: string;
  tone: LogTone;
  effect?: StepEffect;
}

const n = (value: number) => value.toLocaleString('en-US');
const [customers, orders, products] = INPUT_FILES;
const [summary, regions, report] = GENERATED_FILES as [GeneratedFile, GeneratedFile, GeneratedFile];

/** What `ruby data_processor.rb` prints, step by step, with the delays of a real run. */
export const SCRIPT_STEPS: readonly ScriptStep[] = [
  { at: 0, text: '$ ruby data_processor.rb --input data/ --output reports/', tone: 'command' },
  { at: 250, text: 'DataProcessor 2.1.0 (ruby 3.3.4, YJIT enabled)', tone: 'muted' },
  { at: 600, text: `Scanning data/ … found ${TOTAL_FILES} files`, tone: 'info' },
  {
    at: 1000,
    text: `[1/3] Reading ${customers.name} (${customers.format}, ${customers.size})`,
    tone: 'default',
  },
  { at: 1500, text: '      normalised 3 e-mail addresses, dropped 0 duplicates', tone: 'muted' },
  {
    at: 1900,
    text: `      ✓ ${n(customers.records)} records`,
    tone: 'success',
    effect: { kind: 'file', records: customers.records },
  },
  { at: 2300, text: `[2/3] Reading ${orders.name} (${orders.format}, ${orders.size})`, tone: 'default' },
  { at: 2900, text: '      validated line totals against order totals', tone: 'muted' },
  {
    at: 3400,
    text: `      ✓ ${n(orders.records)} records`,
    tone: 'success',
    effect: { kind: 'file', records: orders.records },
  },
  {
    at: 3800,
    text: `[3/3] Reading ${products.name} (${products.format}, ${products.size})`,
    tone: 'default',
  },
  {
    at: 4300,
    text: `      ✓ ${n(products.records)} records`,
    tone: 'success',
    effect: { kind: 'file', records: products.records },
  },
  { at: 4700, text: 'Joining orders ↔ customers ↔ products (hash join on id)', tone: 'info' },
  { at: 5200, text: 'W, 12 orders reference discontinued products (kept, flagged)', tone: 'warning' },
  {
    at: 5500,
    text: `Writing ${summary.name} (${summary.size})`,
    tone: 'default',
    effect: { kind: 'generated', file: summary },
  },
  {
    at: 5800,
    text: `Writing ${regions.name} (${regions.size})`,
    tone: 'default',
    effect: { kind: 'generated', file: regions },
  },
  {
    at: 6200,
    text: `Writing ${report.name} (${report.size})`,
    tone: 'default',
    effect: { kind: 'generated', file: report },
  },
  {
    at: 6450,
    text: `✓ Done: ${TOTAL_FILES} files, ${n(TOTAL_RECORDS)} records in 6.45s`,
    tone: 'success',
    effect: { kind: 'done' },
  },
];

export const RUN_DURATION_MS = SCRIPT_STEPS[SCRIPT_STEPS.length - 1]?.at ?? 0;

/** The Ruby program the page simulates (shown by Show Code). */
export const RUBY_SOURCE = `#!/usr/bin/env ruby
# frozen_string_literal: true

# data_processor.rb — reads every CSV, JSON and XML file in a folder,
# joins orders with customers and products, and writes three reports.
require 'csv'
require 'erb'
require 'json'
require 'rexml/document'
require 'optparse'
require 'fileutils'

class DataProcessor
  VERSION = '2.1.0'
  READERS = {
    '.csv' => ->(path) { CSV.read(path, headers: true).map(&:to_h) },
    '.json' => ->(path) { JSON.parse(File.read(path)) },
    '.xml' => lambda do |path|
      REXML::Document.new(File.read(path)).elements.to_a('//product').map do |node|
        node.elements.to_a.to_h { |field| [field.name, field.text] }
      end
    end
  }.freeze

  REPORT = ERB.new(<<~HTML)
    <h1>Sales by region</h1>
    <table><% by_region.each do |region, rows| %>
      <tr><td><%= ERB::Util.h(region) %></td><td><%= rows.size %></td></tr><% end %>
    </table>
  HTML

  Result = Struct.new(:files_processed, :records_processed, :time_elapsed, :status)

  def initialize(input:, output:)
    @input = input
    @output = output
    @tables = {}
  end

  def run
    started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    files = Dir.glob(File.join(@input, '*.{csv,json,xml}')).sort
    puts "Scanning #{@input} … found #{files.size} files"

    files.each.with_index(1) do |path, index|
      puts "[#{index}/#{files.size}] Reading #{File.basename(path)}"
      rows = READERS.fetch(File.extname(path)).call(path)
      @tables[File.basename(path, '.*').to_sym] = rows
      puts "      ✓ #{rows.size} records"
    end

    write_reports(join_orders)
    elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - started
    Result.new(files.size, @tables.values.sum(&:size), elapsed.round(2), 'completed')
  end

  private

  def join_orders
    customers = @tables.fetch(:customers).to_h { |c| [c['id'], c] }
    products = @tables.fetch(:products).to_h { |p| [p['id'], p] }
    @tables.fetch(:orders).map do |order|
      order.merge('customer' => customers[order['customer_id']],
                  'product' => products[order['product_id']])
    end
  end

  def write_reports(orders)
    FileUtils.mkdir_p(@output)
    by_region = orders.group_by { |o| o.dig('customer', 'region') }
    File.write(File.join(@output, 'summary.json'), JSON.pretty_generate(summary(orders)))
    CSV.open(File.join(@output, 'sales_by_region.csv'), 'w') do |csv|
      csv << %w[region orders revenue]
      by_region.each { |region, rows| csv << [region, rows.size, rows.sum { |o| o['total'].to_f }.round(2)] }
    end
    File.write(File.join(@output, 'report.html'), REPORT.result_with_hash(by_region: by_region))
  end

  def summary(orders)
    { orders: orders.size, revenue: orders.sum { |o| o['total'].to_f }.round(2),
      tables: @tables.transform_values(&:size) }
  end
end

if $PROGRAM_NAME == __FILE__
  options = { input: 'data/', output: 'reports/' }
  OptionParser.new do |opts|
    opts.on('--input DIR') { |dir| options[:input] = dir }
    opts.on('--output DIR') { |dir| options[:output] = dir }
  end.parse!
  result = DataProcessor.new(**options).run
  puts "✓ Done: #{result.files_processed} files, #{result.records_processed} records in #{result.time_elapsed}s"
end
`;
